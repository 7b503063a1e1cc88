import { configInPage } from './config-in-page';

// The runtime config comes first: the first screen cannot show without it, and evaluating the
// app's modules takes a while. The built-in server puts it in the page (#first-screen); a page
// served as built preloads config.json, and a plain fetch of the same URL takes that answer (see
// loadRuntimeConfig).
const configRequest = configInPage() ?? fetch('/config.json');
configRequest.catch(() => {}); // a failure is reported by start(), once it awaits the request

// The async boundary Module Federation needs before any shared module is used. The shell's shared
// modules are eager (in this entry's chunk), so "eager" mode keeps the bootstrap in this chunk
// too: the boundary stays, without one more request and round trip before the first screen.
void import(/* webpackMode: "eager" */ './bootstrap').then(({ start }) => start(configRequest));
