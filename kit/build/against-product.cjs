// `video-admin dev --against <product>`: the remote's dev server feeds a real product's page
// instead of the harness. The command passes the product's address (and the port, when given on
// the command line, since webpack applies `--port` only after the config is made) to the webpack
// config through the environment.
const AGAINST_ENV = 'VIDEO_ADMIN_AGAINST';
const PORT_ENV = 'VIDEO_ADMIN_DEV_PORT';

/** The product's address in against mode, without a trailing slash; undefined otherwise. */
function againstProduct(env = process.env) {
  const value = env[AGAINST_ENV];
  return value ? value.replace(/\/+$/, '') : undefined;
}

/** The port given on the command line in against mode, if any. */
function commandLinePort(env = process.env) {
  const port = Number(env[PORT_ENV]);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}

/** What the product knows the module by: its package name without a scope. */
function moduleName(packageName) {
  return packageName.replace(/^@[^/]+\//, '');
}

/** The dev server's manifest, as the browser fetches it from another origin. */
function devManifestUrl(port) {
  return `http://localhost:${port}/mf-manifest.json`;
}

/**
 * The product's screen where a signed-in developer confirms that this browser loads the module
 * from the dev server (under the releases screen, remote-releases': /admin/releases/develop).
 */
function developLink({ against, packageName, port }) {
  const base = against.replace(/\/+$/, '');
  return `${base}/admin/releases/develop?module=${encodeURIComponent(moduleName(packageName))}&url=${encodeURIComponent(devManifestUrl(port))}`;
}

/**
 * `video-admin dev`'s arguments: `--against <url>` (or `--against=<url>`) is the command's own and
 * goes to the webpack config through the environment, with the port when one is given (`--port`
 * stays for webpack serve too); everything else goes to webpack serve as it is.
 * @returns {{ webpackArgs: string[], env: Record<string, string> }}
 */
function devArguments(args) {
  const webpackArgs = [];
  const env = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg];
    if (flag === '--against') {
      const value = inline ?? args[(i += 1)];
      if (!value || !/^https?:\/\/[^/]/.test(value))
        throw new Error(`--against takes the product's address (http:// or https://), not ${JSON.stringify(value ?? '')}`);
      env[AGAINST_ENV] = value;
      continue;
    }
    if (flag === '--port') env[PORT_ENV] = inline ?? args[i + 1] ?? '';
    webpackArgs.push(arg);
  }
  if (!env[AGAINST_ENV]) delete env[PORT_ENV];
  return { webpackArgs, env };
}

module.exports = { devArguments, AGAINST_ENV, PORT_ENV, againstProduct, commandLinePort, moduleName, devManifestUrl, developLink };
