// What a remote's build declares it mounts in the shell (createWebpackConfig's `mounts`, the
// ModuleDeclaration of shared-ui/src/federation/contract.ts): checked when the build starts, so a
// typo fails the build with its reason instead of a release the shell cannot route, and written
// as mounts.json beside mf-manifest.json, in production builds and on the dev server alike.
const { Compilation, sources } = require('webpack');
const { sharedUiFile } = require('./shared-ui-source.cjs');

const FILE_NAME = 'mounts.json';
const LANGUAGES = ['en', 'zh-CN'];
const SESSIONS = ['signed-out', 'signed-in'];
// Who may enter a route: superusers only, or whoever holds one of the back office's permissions
// (their one list, which session/permission-names.ts reads too; ROUTE_PERMISSIONS in contract.ts).
const PERMISSIONS = ['superuser', ...require(sharedUiFile('src', 'session', 'permission-names.json'))];
const GROUPS = ['main', 'admin'];
// The same list as MENU_ICONS in contract.ts (scripts/__tests__/mounts-declaration.test.ts checks it).
const MENU_ICONS = ['apps-list', 'settings', 'video-clip', 'task-list', 'document', 'people', 'chart', 'box'];

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (values) => values.map((value) => JSON.stringify(value)).join(', ');
const covers = (routePath, path) => path === routePath || path.startsWith(`${routePath}/`);

function pathProblem(path) {
  if (typeof path !== 'string' || !path.startsWith('/')) return `its path ${JSON.stringify(path)} must start with '/'`;
  if (path.length > 1 && path.endsWith('/')) return `its path ${JSON.stringify(path)} must not end with '/'`;
  return null;
}

function routeProblems(route, index, exposed) {
  const where = `route ${index} (${JSON.stringify(route?.path)})`;
  if (!isRecord(route)) return [`${where} must be an object`];
  const problems = [];
  const path = pathProblem(route.path);
  if (path) problems.push(`${where}: ${path}`);
  if (!exposed.includes(route.module))
    problems.push(`${where}: its module ${JSON.stringify(route.module)} is not one of the exposes (${list(exposed)})`);
  if (!SESSIONS.includes(route.session))
    problems.push(`${where}: its session ${JSON.stringify(route.session)} is not one of ${list(SESSIONS)}`);
  if (route.permission !== undefined && !PERMISSIONS.includes(route.permission))
    problems.push(`${where}: its permission ${JSON.stringify(route.permission)} is not one of ${list(PERMISSIONS)}`);
  return problems;
}

function menuProblems(entry, index, routes) {
  const where = `menu entry ${index} (${JSON.stringify(entry?.path)})`;
  if (!isRecord(entry)) return [`${where} must be an object`];
  const problems = [];
  const path = pathProblem(entry.path);
  if (path) problems.push(`${where}: ${path}`);
  else if (!routes.some((route) => route?.session === 'signed-in' && typeof route.path === 'string' && covers(route.path, entry.path)))
    problems.push(`${where}: no signed-in route of this module covers its path (the menu is for signed-in users)`);
  for (const language of LANGUAGES) {
    const text = isRecord(entry.label) ? entry.label[language] : undefined;
    if (typeof text !== 'string' || !text.trim()) problems.push(`${where}: its label has no ${JSON.stringify(language)} text`);
  }
  if (!MENU_ICONS.includes(entry.icon)) problems.push(`${where}: its icon ${JSON.stringify(entry.icon)} is not one of ${list(MENU_ICONS)}`);
  if (typeof entry.order !== 'number' || !Number.isFinite(entry.order)) problems.push(`${where}: its order must be a number`);
  if (!GROUPS.includes(entry.group)) problems.push(`${where}: its group ${JSON.stringify(entry.group)} is not one of ${list(GROUPS)}`);
  return problems;
}

/**
 * What is wrong with a declaration, one sentence each; [] when nothing is.
 * @param {unknown} mounts  the declaration
 * @param {{ exposes: Record<string, string> }} options  the package's exposed modules ('./App' -> file)
 * @returns {string[]}
 */
function declarationProblems(mounts, { exposes }) {
  if (!isRecord(mounts)) return ['it must be an object: { defaultLanguage, routes, menu }'];
  const exposed = Object.keys(exposes).map((key) => key.replace(/^\.\//, ''));
  const problems = [];
  if (!LANGUAGES.includes(mounts.defaultLanguage))
    problems.push(`its defaultLanguage ${JSON.stringify(mounts.defaultLanguage)} is not one of ${list(LANGUAGES)}`);
  const routes = Array.isArray(mounts.routes) ? mounts.routes : [];
  if (!Array.isArray(mounts.routes) || routes.length === 0) problems.push('it must have routes: at least one');
  problems.push(...routes.flatMap((route, index) => routeProblems(route, index, exposed)));
  const paths = routes.map((route) => route?.path);
  for (const path of new Set(paths.filter((path, index) => paths.indexOf(path) !== index)))
    problems.push(`the path ${JSON.stringify(path)} has more than one route`);
  if (!Array.isArray(mounts.menu)) problems.push('it must have a menu (an empty one will do)');
  else problems.push(...mounts.menu.flatMap((entry, index) => menuProblems(entry, index, routes)));
  return problems;
}

/** The declaration when it is sound; otherwise an error naming the package and every problem, which fails the build. */
function checkedDeclaration(mounts, { exposes, packageName }) {
  const problems = declarationProblems(mounts, { exposes });
  if (problems.length) {
    throw new Error(
      `${packageName}: the \`mounts\` its webpack config declares are wrong:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  }
  return mounts;
}

/** Emits mounts.json; webpack's dev server serves it from memory, as it does mf-manifest.json. */
class MountsPlugin {
  constructor(mounts) {
    this.content = `${JSON.stringify(mounts, null, 2)}\n`;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('MountsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'MountsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(FILE_NAME, new sources.RawSource(this.content));
      });
    });
  }
}

module.exports = { declarationProblems, checkedDeclaration, MountsPlugin, MENU_ICONS, PERMISSIONS };
