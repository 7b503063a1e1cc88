// The release manager's commands, on the same settings (.env, DATA_DIR, DATABASE_URL) as the
// server, whether it runs or not: a running server reads the pointers at each page load.
//
//   releases list [frontend]
//   releases publish <frontend> <build dir> [--promote] [--force] [--notes "<text>"]
//   releases promote <frontend> <release id> [--force]
//   releases rollback <frontend> [--force]
//   releases rollout <frontend> <release id> <percent>   (0 aborts, 100 completes: a promote)
//   releases prune [--delete] [--keep N] [--live-within-minutes M]
//   releases adopt <frontend> <build dir>      (the build in place becomes the first release)
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { createDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { HttpError } from '../lib/http-errors.js';
import { createFrontendModulesRepository } from '../modules/frontend-modules/frontend-modules.repository.js';
import { createFrontendModulesService } from '../modules/frontend-modules/frontend-modules.service.js';
import { createReleaseStore } from '../modules/releases/create-release-store.js';
import { BuildError } from '../modules/releases/release-store.js';
import { createReleasesRepository } from '../modules/releases/releases.repository.js';
import { createReleasesService, type FrontendReleases, type PruneDecision } from '../modules/releases/releases.service.js';
import { createRolloutsRepository } from '../modules/rollouts/rollouts.repository.js';
import { createRolloutsService } from '../modules/rollouts/rollouts.service.js';
import { mismatchLine } from './release-mismatch-lines.js';

const USAGE = `usage:
  releases list [frontend]
  releases publish <frontend> <build dir> [--promote] [--force] [--notes "<text>"]
  releases promote <frontend> <release id> [--force]
  releases rollback <frontend> [--force]
  releases rollout <frontend> <release id> <percent>   (0 aborts, 100 completes)
  releases prune [--delete] [--keep N] [--live-within-minutes M]
  releases adopt <frontend> <build dir>
A frontend is a registered module, named by its package (\`modules list\` names them).`;

function printReleases(list: FrontendReleases[]): void {
  for (const { frontend, live, releases, rollout, previews, history } of list) {
    console.log(`${frontend}: live ${live ?? '(none)'}`);
    if (rollout)
      console.log(`  rolling out ${rollout.release_id} to ${rollout.percent} % (since ${rollout.started_at} by ${rollout.started_by})`);
    for (const preview of previews)
      console.log(`  preview link of ${preview.release_id} until ${preview.expires_at} (by ${preview.created_by})`);
    for (const release of releases) {
      console.log(
        `  ${release.live ? '*' : ' '} ${release.release_id.padEnd(28)} built ${release.built_at}${release.commit ? ` from ${release.commit}` : ''}  published ${release.published_at} by ${release.published_by}`,
      );
      // The publisher's notes, each of their lines indented under the release.
      if (release.notes) for (const line of release.notes.split('\n')) console.log(`      notes: ${line}`);
      // What did not fit the live releases when it was published: promote, rollout and preview refuse it while it still does not.
      for (const mismatch of release.mismatches ?? []) console.log(`      ! did not fit at publish: ${mismatchLine(mismatch)}`);
    }
    if (history.length > 0) console.log('  history (newest first):');
    for (const event of history)
      console.log(
        `    ${event.at}  ${event.action.padEnd(8)} ${event.release_id.padEnd(28)} by ${event.actor}${event.detail ? `: ${event.detail}` : ''}`,
      );
  }
}

function printPrune(decisions: PruneDecision[], apply: boolean): void {
  for (const decision of decisions) {
    const verb = decision.keep ? 'keep  ' : apply ? 'delete' : 'would delete';
    console.log(`${verb} ${decision.frontend} ${decision.release_id} (${decision.reason})`);
  }
  if (!apply && decisions.some((decision) => !decision.keep)) console.log('Dry run: nothing deleted. Run again with --delete to delete.');
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      promote: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      notes: { type: 'string' },
      delete: { type: 'boolean', default: false },
      keep: { type: 'string' },
      'live-within-minutes': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, ...args] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }

  const config = loadConfig();
  const db = createDatabase(config);
  const store = await createReleaseStore(config);
  try {
    await migrateToLatest(db, config.databaseUrl ? config.databaseSchema : null);
    const releases = createReleasesService(createReleasesRepository(db), {
      store,
      modules: createFrontendModulesService(createFrontendModulesRepository(db)),
      keep: config.releases.keep,
      liveWithinMs: config.accessTokenExpireMinutes * 60_000,
      log: (message) => console.log(message),
    });
    const rollouts = createRolloutsService(createRolloutsRepository(db), {
      releases,
      secret: config.secretKey,
      frontendHost: config.frontendHost,
      previewTtlMinutes: config.releases.previewTtlMinutes,
      log: (message) => console.log(message),
    });
    const actor = `cli:${userInfo().username}`;
    const needs = (count: number) => {
      if (args.length < count) throw new UsageError(`${command} needs ${count} argument${count > 1 ? 's' : ''}`);
    };

    switch (command) {
      case 'list':
        printReleases(await releases.list(args[0]));
        break;
      case 'publish': {
        needs(2);
        const dir = resolve(args[1]!);
        const published = await releases
          .publish(args[0]!, dir, { actor, promote: values.promote, force: values.force, notes: values.notes })
          .catch((error: unknown) => {
            // The refusal names paths inside the build; here the folder is the user's own, worth naming.
            throw error instanceof BuildError ? new BuildError(`${dir}: ${error.message}`) : error;
          });
        for (const mismatch of published.mismatches) console.log(`mismatch kept with the release: ${mismatchLine(mismatch)}`);
        break;
      }
      case 'adopt':
        needs(2);
        await releases.adoptBuild(args[0]!, resolve(args[1]!));
        break;
      case 'promote':
        needs(2);
        await releases.promote(args[0]!, args[1]!, { actor, force: values.force });
        break;
      case 'rollback':
        needs(1);
        await releases.rollback(args[0]!, { actor, force: values.force });
        break;
      case 'rollout': {
        needs(3);
        if (!/^\d+$/.test(args[2]!) || Number(args[2]) > 100)
          throw new UsageError(`rollout takes a percent from 0 to 100, got "${args[2]}"`);
        const percent = Number(args[2]);
        await rollouts.rollout(args[0]!, args[1]!, percent, actor);
        break;
      }
      case 'prune': {
        const minutes = count('live-within-minutes', values['live-within-minutes']);
        const decisions = await releases.prune({
          apply: values.delete,
          actor,
          keep: count('keep', values.keep),
          liveWithinMs: minutes === undefined ? undefined : minutes * 60_000,
        });
        printPrune(decisions, values.delete);
        break;
      }
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } finally {
    store.close?.();
    await db.destroy();
  }
}

class UsageError extends Error {}

function count(option: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${option} takes a whole number, got "${value}"`);
  return Number(value);
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  // A refusal (unknown release, incompatible, nothing to roll back to) is one line, not a stack.
  if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
  else if (error instanceof HttpError || error instanceof ConfigError || error instanceof BuildError)
    console.error(`releases: ${error.message}`);
  else throw error;
  process.exitCode = 1;
}
