// The first module of the shell's development copy (react-development.cjs), run before React's:
// React DOM's development build registers with the DevTools hook as it loads, and React Refresh
// swaps components through that hook. The runtime then waits on the page for the modules a dev
// server sends (react-refresh-module.js).
import RefreshRuntime from 'react-refresh/runtime';
import { REACT_REFRESH_GLOBAL } from './react-refresh-global.cjs';

RefreshRuntime.injectIntoGlobalHook(globalThis);
globalThis[REACT_REFRESH_GLOBAL] = RefreshRuntime;
