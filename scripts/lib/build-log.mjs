// What `npm start` prints of a build: one line a person reads (what was built, how long it took,
// how big it is, the release it became), while the tools' full output (webpack's report, tsc, the
// release commands) goes to a log file that line names.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import reactDevelopment from '../../kit/build/react-development.cjs';

/** Where a package's build log goes: the data folder's logs/ (./data unless DATA_DIR says otherwise). */
export function buildLogFile(root, pkg, env = process.env) {
  const dir = resolve(root, env.DATA_DIR || 'data', 'logs');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${pkg}.log`);
}

/** Runs `command args` with its output (and its children's) written to `logFile`; its status and how long it took. */
export function runLogged(command, args, { cwd, logFile, env = process.env }) {
  const fd = openSync(logFile, 'w');
  const started = Date.now();
  try {
    const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', fd, fd] });
    return { status: result.status ?? 1, seconds: (Date.now() - started) / 1000 };
  } finally {
    closeSync(fd);
  }
}

/**
 * The JS and CSS a build ships (source maps and precompressed copies left out): files and bytes.
 * The shell's copy on React's development build, which only a developer's browser loads, is left out.
 */
export function codeSize(dir) {
  let files = 0;
  let bytes = 0;
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== reactDevelopment.REACT_DEVELOPMENT_FOLDER) walk(child);
      } else if (/\.(js|css)$/.test(entry.name)) {
        files += 1;
        bytes += statSync(child).size;
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return { files, bytes };
}

/** The release a release run published, from the lines the release commands log. */
export function releaseIdIn(log, pkg) {
  const escaped = pkg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const published = new RegExp(`^${escaped}: published (\\S+) by `, 'm').exec(log);
  return published?.[1] ?? null;
}

const size = (bytes) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`);

/**
 * The one line about a finished build, e.g. `[start] remote-items built and released <release id> in
 * 41.2 s, 312 KB of JS and CSS in 14 files (full report: data/logs/remote-items.log)`.
 */
export function buildLine({ root, pkg, what, seconds, code, releaseId, logFile }) {
  const parts = [
    `[start] ${pkg} ${what}${releaseId ? ` ${releaseId}` : ''} in ${seconds.toFixed(1)} s`,
    ...(code ? [`, ${size(code.bytes)} of JS and CSS in ${code.files} files`] : []),
    ` (full report: ${logFile.startsWith(root + sep) ? relative(root, logFile) : logFile})`,
  ];
  return parts.join('');
}

/** The last lines of a failed build's log, to show with the failure. */
export function logTail(logFile, lines = 30) {
  return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}
