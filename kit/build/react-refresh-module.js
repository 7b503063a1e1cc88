// React Refresh for a remote's own modules in against mode (react-refresh-loader.cjs calls these
// from each module). A module whose exports are all components accepts its own new versions, and
// React swaps them in place, keeping their state where React keeps it (hooks whose order did not
// change). Any other change goes up to the modules that import it, up to the exposed module's
// wrapper (hot-exposes.cjs), which remounts that module's screen.
// The runtime comes from the page: a page running React's production build has none, and then
// no module accepts itself, so every change remounts the screen.
import { REACT_REFRESH_GLOBAL } from './react-refresh-global.cjs';

const runtime = () => globalThis[REACT_REFRESH_GLOBAL];

const noSignature = (type) => type;

/** `$RefreshReg$` for one module: its components are known by the module's path and their name. */
export function registerIn(moduleKey) {
  return (type, name) => runtime()?.register(type, `${moduleKey} ${name}`);
}

/** `$RefreshSig$`: a function recording which hooks a component calls, so a changed list remounts it. */
export function signature() {
  const refresh = runtime();
  return refresh ? refresh.createSignatureFunctionForTransform() : noSignature;
}

/**
 * Whether React can swap this module's new version in: it exports something, and every export is
 * a component. (webpack's module exports are getters without side effects: reading them is safe.)
 */
export function isRefreshBoundary(refresh, exports) {
  if (refresh.isLikelyComponentType(exports)) return true;
  if (exports === null || typeof exports !== 'object') return false;
  let exportsSomething = false;
  for (const key in exports) {
    if (key === '__esModule') continue;
    exportsSomething = true;
    if (!refresh.isLikelyComponentType(exports[key])) return false;
  }
  return exportsSomething;
}

/** What a boundary exports, as React Refresh's families: a new version that differs needs its importers. */
export function boundarySignature(refresh, exports) {
  const signature = [refresh.getFamilyByType(exports)];
  if (exports === null || typeof exports !== 'object') return signature;
  for (const key in exports) {
    if (key === '__esModule') continue;
    signature.push(key, refresh.getFamilyByType(exports[key]));
  }
  return signature;
}

export function signaturesDiffer(previous, next) {
  return previous.length !== next.length || next.some((part, index) => part !== previous[index]);
}

/** Components made by wrapping (memo, forwardRef) that the transform cannot name get their export's name. */
function registerExports(refresh, exports, moduleKey) {
  if (refresh.isLikelyComponentType(exports)) refresh.register(exports, `${moduleKey} %exports%`);
  if (exports === null || typeof exports !== 'object') return;
  for (const key in exports) {
    if (key === '__esModule') continue;
    const value = exports[key];
    if (refresh.isLikelyComponentType(value)) refresh.register(value, `${moduleKey} %exports% ${key}`);
  }
}

// One refresh after all the modules of an update have run again.
let pending;
function refreshSoon(refresh) {
  clearTimeout(pending);
  pending = setTimeout(() => refresh.performReactRefresh(), 30);
}

/**
 * Run after a module's own code, with its webpack module and `import.meta.webpackHot`.
 * A boundary accepts its next versions; when it runs again as one, React refreshes, unless what it
 * exports changed shape, when the update goes on to its importers (invalidate). A module that was a
 * boundary and no longer is does the same.
 */
export function refreshModule(module, hot, moduleKey) {
  const refresh = runtime();
  if (!refresh || !hot) return;
  const exports = module.exports;
  registerExports(refresh, exports, moduleKey);
  const previous = hot.data?.refreshSignature;
  const isUpdate = hot.data !== undefined;
  if (isRefreshBoundary(refresh, exports)) {
    hot.dispose((data) => {
      data.refreshSignature = boundarySignature(refresh, exports);
    });
    hot.accept((error) => console.error(`[video-admin] ${moduleKey} failed to run its new version:`, error));
    if (!isUpdate) return;
    if (previous && signaturesDiffer(previous, boundarySignature(refresh, exports))) hot.invalidate();
    else refreshSoon(refresh);
  } else if (isUpdate && previous) {
    hot.invalidate();
  }
}
