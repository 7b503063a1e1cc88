// config.json is asked for before anything else runs: the first screen cannot show without it,
// and evaluating the app's modules takes a while. index.html preloads it, and a plain fetch of the
// same URL takes that answer (see loadRuntimeConfig).
const configRequest = fetch('/config.json');
configRequest.catch(() => {}); // a failure is reported by start(), once it awaits the request

// The async boundary Module Federation needs before any shared module is used. The shell's shared
// modules are eager (in this entry's chunk), so "eager" mode keeps the bootstrap in this chunk
// too: the boundary stays, without one more request and round trip before the first screen.
void import(/* webpackMode: "eager" */ './bootstrap').then(({ start }) => start(configRequest));
