// The module registry's commands, on the same settings (.env, DATA_DIR, DATABASE_URL) as the
// server, whether it runs or not: a running server reads the registry at each page load.
//
//   modules list [--all]
//   modules register <name> --segment S --config-key K --en "..." --zh "..." [--path P ...]
//   modules retire <name>
//   modules restore <name>
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { createDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { HttpError } from '../lib/http-errors.js';
import { createFrontendModulesRepository } from '../modules/frontend-modules/frontend-modules.repository.js';
import {
  CONFIG_KEY_PATTERN,
  MODULE_NAME_PATTERN,
  SEGMENT_PATTERN,
  createFrontendModulesService,
  type FrontendModule,
} from '../modules/frontend-modules/frontend-modules.service.js';
import { CLAIM_MAX_LENGTH, CLAIM_PATTERN } from '../modules/frontend-modules/module-paths.js';

const USAGE = `usage:
  modules list [--all]                 enabled modules (--all: retired ones too)
  modules register <name> --segment S --config-key K --en "English name" --zh "中文名称" [--path /P ...]
  modules retire <name>                the remote leaves the runtime config; its deploy keys are revoked
  modules restore <name>               a retired remote comes back with its releases; its old keys stay revoked
A module is named by its package name (remote-reports); its segment is its URL under /remotes/,
its config key its federation name (a JavaScript identifier). Its paths (--path, repeated; /<segment>
when none) are where its releases may mount routes: none under another module's.`;

class UsageError extends Error {}

function printModules(list: FrontendModule[]): void {
  for (const module of list) {
    const where = module.isHost ? '(host)' : `/remotes/${module.segment}/`;
    const state = module.retiredAt ? `  retired ${module.retiredAt}` : '';
    console.log(
      `${module.name.padEnd(24)} ${where.padEnd(28)} ${module.configKey.padEnd(16)} ${module.displayName.en} / ${module.displayName['zh-CN']}${state}`,
    );
  }
}

/** A required option, checked against the pattern the API checks it with. */
function required(option: string, value: string | undefined, pattern?: string): string {
  if (value === undefined || value === '') throw new UsageError(`register needs --${option}`);
  if (pattern && !new RegExp(pattern).test(value)) throw new UsageError(`--${option} "${value}" does not match ${pattern}`);
  if (!pattern && value.length > 100) throw new UsageError(`--${option} is longer than 100 characters`);
  return value;
}

/** A --path, checked against the pattern the API checks claims with. */
function claimedPath(value: string): string {
  if (value.length > CLAIM_MAX_LENGTH || !new RegExp(CLAIM_PATTERN).test(value))
    throw new UsageError(`--path "${value}" must be an absolute lower-case path like /reports`);
  return value;
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      all: { type: 'boolean', default: false },
      segment: { type: 'string' },
      'config-key': { type: 'string' },
      en: { type: 'string' },
      zh: { type: 'string' },
      path: { type: 'string', multiple: true },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, ...args] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const name = () => {
    if (args.length !== 1) throw new UsageError(`${command} needs one module name`);
    return args[0]!;
  };

  // Arguments are checked before the database is opened.
  let run: (modules: ReturnType<typeof createFrontendModulesService>, actor: string) => Promise<void>;
  switch (command) {
    case 'list':
      run = async (modules) => printModules(values.all ? await modules.listAll() : await modules.list());
      break;
    case 'register': {
      const input = {
        name: required('name', name(), MODULE_NAME_PATTERN),
        segment: required('segment', values.segment, SEGMENT_PATTERN),
        configKey: required('config-key', values['config-key'], CONFIG_KEY_PATTERN),
        displayName: { en: required('en', values.en), 'zh-CN': required('zh', values.zh) },
        ...(values.path ? { paths: [...new Set(values.path.map(claimedPath))] } : {}),
      };
      run = async (modules, actor) => printModules([await modules.register(input, actor)]);
      break;
    }
    case 'retire': {
      const module = name();
      run = async (modules, actor) => printModules([await modules.retire(module, actor)]);
      break;
    }
    case 'restore': {
      const module = name();
      run = async (modules, actor) => printModules([await modules.restore(module, actor)]);
      break;
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }

  const config = loadConfig();
  const db = createDatabase(config);
  try {
    await migrateToLatest(db, config.databaseUrl ? config.databaseSchema : null);
    const modules = createFrontendModulesService(createFrontendModulesRepository(db), { log: (message) => console.log(message) });
    await run(modules, `cli:${userInfo().username}`);
  } finally {
    await db.destroy();
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  // A refusal (unknown module, a name taken, the host) is one line, not a stack.
  if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
  else if (error instanceof HttpError || error instanceof ConfigError) console.error(`modules: ${error.message}`);
  else throw error;
  process.exitCode = 1;
}
