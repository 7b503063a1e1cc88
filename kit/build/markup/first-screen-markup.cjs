// Renders the screens a remote declares `markup` for (createWebpackConfig's `firstScreen.needs`),
// each in a Node process of its own running render-first-screen.tsx on the remote's sources.
const { execFile } = require('node:child_process');
const path = require('node:path');

const TSX_CLI = require.resolve('tsx/cli');
const TSCONFIG = path.join(__dirname, '../../tsconfig.json');
const RENDER = path.join(__dirname, 'render-first-screen.tsx');

// The server serves no markup with anything that could run in it (a script, an event handler, a
// frame: server/src/modules/first-screen/first-screen-build.ts): a screen that renders one fails
// its build here rather than lose its markup there.
const ACTIVE_CONTENT = /<\s*(script|iframe|object|embed|link|meta|base|frame)\b|\son[a-z]+\s*=|javascript:/i;

/** @returns {Promise<string>} the screen's markup with its CSS */
function renderMarkup({ entry, mountPath, cwd }) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [TSX_CLI, '--tsconfig', TSCONFIG, RENDER, JSON.stringify({ entry, mountPath })],
      { cwd, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, NODE_ENV: 'production' } },
      (error, stdout, stderr) =>
        error ? reject(new Error(`first-screen markup of ${mountPath}: ${stderr || error.message}`)) : resolve(stdout),
    );
  });
}

/**
 * The needs as first-screen.json gives them: a need's `markup: { reads }` becomes `{ language,
 * reads, html }`, the screen rendered at the route that mounts it for signed-out visitors.
 * `reads` names the runtime config's keys the screen's first render depends on: the server
 * serves the markup only while those are as they were here (absent).
 */
async function withMarkup(needs, { dir, exposes, declaration }) {
  const rendered = await Promise.all(
    Object.entries(needs).map(async ([key, need]) => {
      if (!need.markup) return [key, need];
      const route = declaration?.routes.find((candidate) => `./${candidate.module}` === key && candidate.session === 'signed-out');
      if (!route || !exposes[key]) throw new Error(`first-screen: "${key}" declares markup but is no signed-out screen this build exposes`);
      const html = await renderMarkup({ entry: path.join(dir, exposes[key]), mountPath: route.path, cwd: dir });
      const active = ACTIVE_CONTENT.exec(html);
      if (active) throw new Error(`first-screen: the markup of "${key}" has "${active[0]}", which the server would not serve`);
      return [key, { ...need, markup: { language: need.defaultLanguage, reads: need.markup.reads ?? [], html } }];
    }),
  );
  return Object.fromEntries(rendered);
}

module.exports = { withMarkup };
