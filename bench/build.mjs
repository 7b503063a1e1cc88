// `npm run bench -- build`: wall-clock time of a clean production build of every frontend (the
// shell and the four remotes, as `npm run build` builds them: lerna, one webpack per package, as
// many at once as there are cores; shared-ui is built as source inside each of them and has no
// build of its own; the server's tsc build is not a frontend and is left out), then of one remote
// alone (`npm run build -w remote-items`, what a team runs to release it). "Clean" means the dist
// folders are deleted first and Nx's task cache is skipped; webpack has no persistent cache here.
// The builds replace the dist folders with fresh ones, which the frontend bench then serves.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONTENDS } from '../scripts/frontends.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ALONE = process.env.BENCH_BUILD_REMOTE ?? 'remote-items';
export const BUDGETS = { allSeconds: 90, oneRemoteSeconds: 25 };

function timed(command, args) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    let output = '';
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', NX_DAEMON: 'false' },
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) {
        process.stdout.write(output);
        reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
      } else resolve({ seconds, output });
    });
  });
}

function clean(packages) {
  for (const pkg of packages) rmSync(join(ROOT, pkg, 'dist'), { recursive: true, force: true });
}

/** webpack's own "compiled successfully in N ms" per package, from lerna's prefixed output. */
function perPackage(output) {
  const times = [];
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  for (const match of plain.matchAll(/^(?:([\w-]+): )?webpack [\d.]+ compiled .*? in (\d+) ms/gm))
    times.push(`${match[1] ?? ALONE} ${(Number(match[2]) / 1000).toFixed(1)} s`);
  return times.join(', ');
}

export async function run() {
  const scopes = FRONTENDS.flatMap((pkg) => ['--scope', pkg]);
  clean(FRONTENDS);
  const all = await timed('npx', ['lerna', 'run', 'build', '--stream', '--no-progress', '--skip-nx-cache', ...scopes]);
  console.log(
    `full production build of ${FRONTENDS.length} frontends (lerna, parallel): ${all.seconds.toFixed(1)} s  [webpack: ${perPackage(all.output)}]`,
  );

  clean([ALONE]);
  const one = await timed('npm', ['run', 'build', '-w', ALONE]);
  console.log(`${ALONE} alone (npm run build -w ${ALONE}): ${one.seconds.toFixed(1)} s  [webpack: ${perPackage(one.output)}]`);

  const rows = [
    ['full production build, all frontends', all.seconds, BUDGETS.allSeconds],
    [`one remote alone (${ALONE})`, one.seconds, BUDGETS.oneRemoteSeconds],
  ];
  console.log('\nbuild figures');
  for (const [label, seconds, budget] of rows) {
    console.log(`${label.padEnd(38)}  ${`${seconds.toFixed(1)} s`.padStart(7)}  < ${budget} s  ${seconds < budget ? 'met' : 'MISSED'}`);
  }
  return rows.every(([, seconds, budget]) => seconds < budget);
}
