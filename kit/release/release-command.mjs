// `video-admin release`: builds the frontend in the current folder and publishes the build to a
// running server over HTTP with a deploy key of its module, the way a team's CI releases it.
//
//   video-admin release --to https://admin.example.com --key $KEY [--promote] [--preview]
//       [--dir <build folder>] [--module <name>] [--allow-mismatch] [--notes "<text>"]
//
// Before anything is sent: the build's declaration is checked, the server says whether the key
// may act (and what the live shell provides), and the build's shared singletons are compared with
// the live shell's. The last line printed is the release id alone, for a CI step to capture.
// --notes: what the release is (shown with it on the releases screen and by `releases list`).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readBuildFolder } from './build-folder.cjs';
import { describeMismatch, sharedMismatches } from './shared-skews.cjs';
import { checkPublish, createPreview, uploadBuild } from './upload-build.mjs';

const OPTIONS = {
  to: { type: 'string' },
  key: { type: 'string' },
  promote: { type: 'boolean', default: false },
  preview: { type: 'boolean', default: false },
  dir: { type: 'string' },
  module: { type: 'string' },
  'allow-mismatch': { type: 'boolean', default: false },
  force: { type: 'boolean', default: false },
  notes: { type: 'string' },
};

/** The most the server keeps of a release's notes (it refuses longer ones): checked before a minute of building. */
export const NOTES_MAX = 500;

class ReleaseRefused extends Error {}

/** A frontend's module name: its package name without the organisation scope. */
export const moduleNameOf = (packageName) => packageName.replace(/^@[^/]+\//, '');

/**
 * The repository's own way to publish without a server (`localRelease` in its root package.json's
 * `videoAdmin`), for `npm run release -w <pkg>` inside a repository that has one.
 */
function localPublisher(folder) {
  for (let dir = folder; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const script = JSON.parse(readFileSync(file, 'utf8')).videoAdmin?.localRelease;
      if (script) return join(dir, script);
    }
    if (dirname(dir) === dir) return null;
  }
}

/** Builds the frontend in `folder` (its `npm run build`) as a release build. */
export function buildForRelease(folder, log = console.log) {
  log(`[release] building ${folder}...`);
  // Each release build gets its own webpack chunk-loading global, so a tab that moves to a newer
  // release of a remote runs the two side by side.
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: folder,
    stdio: 'inherit',
    env: { ...process.env, RELEASE_BUILD_ID: randomBytes(4).toString('hex') },
  });
  if (result.status !== 0) throw new ReleaseRefused(`the build failed (exit ${result.status})`);
}

/** The API version this kit's types were generated for. */
function kitApiVersion() {
  try {
    const file = join(dirname(fileURLToPath(import.meta.resolve('@video-admin/shared-ui/package.json'))), 'src/api/api-version.json');
    return JSON.parse(readFileSync(file, 'utf8')).apiVersion;
  } catch {
    return undefined;
  }
}

async function publishOverHttp({ folder, values, log }) {
  const key = values.key ?? process.env.DEPLOY_KEY;
  if (!key) throw new ReleaseRefused('--to needs a deploy key: --key <key> or DEPLOY_KEY in the environment');
  if (values.notes !== undefined && [...values.notes.trim()].length > NOTES_MAX)
    throw new ReleaseRefused(`--notes takes at most ${NOTES_MAX} characters (${[...values.notes.trim()].length} given)`);
  const frontend = values.module ?? moduleNameOf(JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).name);
  const server = values.to;
  const dir = values.dir ? resolve(values.dir) : join(folder, 'dist');

  // The key first: a wrong key or one of another module stops before a minute of building.
  const checked = await checkPublish({ server, key, frontend, promote: values.promote });
  const apiVersion = kitApiVersion();
  if (apiVersion && checked.api_version && apiVersion !== checked.api_version)
    log(`[release] note: this kit's API types are for API ${apiVersion}, the server runs ${checked.api_version}`);
  if (!values.dir) buildForRelease(folder, log);

  const buildFolder = readBuildFolder(dir);
  if (buildFolder.problems.length)
    throw new ReleaseRefused(`the build is not releasable:\n${buildFolder.problems.map((p) => `  - ${p}`).join('\n')}`);
  const mismatches = checked.shell ? sharedMismatches(checked.shell.shared, buildFolder.shared) : [];
  if (mismatches.length) {
    const lines = mismatches.map((mismatch) => `  - ${describeMismatch(mismatch)}`).join('\n');
    if (!values['allow-mismatch'] || values.promote)
      throw new ReleaseRefused(
        `the live shell (${checked.shell.release_id}) cannot run this build:\n${lines}\n` +
          'Align these versions with the kit, or publish anyway with --allow-mismatch (it cannot go live until a shell that fits is live).',
      );
    log(`[release] publishing anyway; it cannot go live with the live shell (${checked.shell.release_id}):\n${lines}`);
  }

  const published = await uploadBuild({
    server,
    key,
    frontend,
    dir,
    promote: values.promote,
    notes: values.notes,
    maxBytes: checked.max_upload_bytes,
    log,
  });
  log(`[release] ${frontend} ${published.release_id} published${published.promoted ? ' and live' : ''}`);
  // The server's own comparison, kept with the release: it can go live once a shell that fits is.
  for (const mismatch of published.mismatches ?? []) log(`[release] mismatch kept with the release: ${describeMismatch(mismatch)}`);
  if (values.preview) {
    const preview = await createPreview({ server, key, frontend, releaseId: published.release_id });
    log(`[release] preview (until ${preview.expires_at}): ${preview.url}`);
  }
  // The id alone on the last line, for a CI step to capture.
  log(published.release_id);
  return published;
}

/** Runs the command with its arguments; resolves with the exit code. */
export async function releaseCommand(args, { cwd = process.cwd(), log = console.log, error = console.error } = {}) {
  let parsed;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true });
  } catch (problem) {
    error(`release: ${problem.message}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const folder = resolve(cwd, positionals[0] ?? '.');
  if (!existsSync(join(folder, 'package.json'))) {
    error(`release: ${folder} has no package.json: run it in a frontend's folder`);
    return 1;
  }
  values.to ??= process.env.RELEASE_TO;
  if (!values.to) {
    const local = localPublisher(folder);
    if (!local) {
      error('release: where to? --to <server origin> (or RELEASE_TO in the environment)');
      return 1;
    }
    return spawnSync(process.execPath, [local, folder, ...args.filter((arg) => arg !== positionals[0])], { stdio: 'inherit' }).status ?? 1;
  }
  try {
    await publishOverHttp({ folder, values, log });
    return 0;
  } catch (problem) {
    error(`release: ${problem.message}`);
    return 1;
  }
}
