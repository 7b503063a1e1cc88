// What a production build records of itself, beside its manifest, in build-info.json: when it was
// built and from which commit. The server reads it when the build is published, so every release
// on the releases screen (and in `releases list`) says when and from what it was made, not just
// its version and file hash. Nothing in it is a secret: it is served with the build's other files.
const { execFileSync } = require('node:child_process');

const BUILD_INFO_FILE = 'build-info.json';

/** A commit as the server takes it: a hex object name, `-dirty` when the folder had uncommitted changes. */
const COMMIT = /^[0-9a-f]{7,64}(-dirty)?$/;

function git(dir, args) {
  try {
    return execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/**
 * The commit `dir` is built from: BUILD_COMMIT when set (a CI step that builds outside a git
 * checkout, or wants another name), else the checkout's HEAD, marked `-dirty` when tracked files
 * under `dir` differ from it. Null outside a checkout, or when BUILD_COMMIT is not of the form.
 */
function buildCommit(dir, env = process.env) {
  if (env.BUILD_COMMIT) return COMMIT.test(env.BUILD_COMMIT) ? env.BUILD_COMMIT : null;
  const head = git(dir, ['rev-parse', 'HEAD']);
  if (!head || !COMMIT.test(head)) return null;
  const changes = git(dir, ['status', '--porcelain', '--untracked-files=no', '--', '.']);
  return changes ? `${head}-dirty` : head;
}

/** The file's contents for a build of `dir` made at `builtAt`. */
function buildInfo(dir, builtAt = new Date(), env = process.env) {
  return { built_at: builtAt.toISOString(), commit: buildCommit(dir, env) };
}

/** Emits build-info.json into a production build of the frontend in `dir`. */
class BuildInfoPlugin {
  constructor({ dir }) {
    this.dir = dir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(BUILD_INFO_FILE, new sources.RawSource(`${JSON.stringify(buildInfo(this.dir), null, 2)}\n`));
      });
    });
  }
}

module.exports = { BUILD_INFO_FILE, BuildInfoPlugin, buildCommit, buildInfo };
