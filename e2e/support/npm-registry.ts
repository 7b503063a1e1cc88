import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// An organisation's npm registry on loopback (Verdaccio, in this process): the @video-admin
// packages live in it alone and are never asked of the public registry, as a team's .npmrc
// expects; any other package is proxied to the registry npm uses here.

const require = createRequire(import.meta.url);
const run = promisify(execFile);

export interface NpmRegistry {
  /** http://127.0.0.1:<port>/, as npm writes a registry. */
  url: string;
  /**
   * What npm needs in its environment to publish there: npm 11 refuses to publish to a registry it
   * has no token for (ENEEDAUTH), whatever the registry allows, and Verdaccio takes a made-up token
   * as an anonymous person, who may publish @video-admin packages. The token cannot travel as
   * `npm_config_//127.0.0.1:<port>/:_authToken`: `npm run` runs its script through sh, which drops
   * a variable whose name is not a shell name, so it sits in a copy of npm's global config instead.
   */
  publishEnv: Record<string, string>;
  stop(): Promise<void>;
}

/** A setting of npm as it stands here (~/.npmrc, the global config, the environment). */
async function npmConfig(name: string): Promise<string> {
  const { stdout } = await run('npm', ['config', 'get', name], { cwd: tmpdir() });
  return stdout.trim();
}

/** npm's global config with a token for `url` added: the user's own config stays in charge. */
async function globalConfigWithToken(folder: string, url: string): Promise<string> {
  const file = join(folder, 'npmrc');
  const global = await readFile(await npmConfig('globalconfig'), 'utf8').catch(() => '');
  await writeFile(file, `${global}\n${url.replace(/^https?:/, '')}:_authToken=e2e\n`);
  return file;
}

function verdaccioConfig(folder: string, uplink: string) {
  return {
    storage: join(folder, 'storage'),
    uplinks: { upstream: { url: uplink } },
    packages: {
      // No proxy: a name in the organisation's scope is answered from this registry or not at all.
      '@video-admin/*': { access: '$all', publish: '$anonymous', unpublish: '$anonymous' },
      '**': { access: '$all', publish: '$authenticated', proxy: 'upstream' },
    },
    // Nobody signs up: publishing is the anonymous right above.
    auth: { htpasswd: { file: join(folder, 'htpasswd'), max_users: -1 } },
    web: { enable: false },
    // shared-ui is published as its TypeScript source.
    max_body_size: '100mb',
    log: { type: 'stdout', format: 'pretty', level: 'error' },
  };
}

/** Starts the registry on a free loopback port, its storage and config in a fresh temporary folder. */
export async function startNpmRegistry(): Promise<NpmRegistry> {
  const folder = await mkdtemp(join(tmpdir(), 'e2e-npm-registry-'));
  const configFile = join(folder, 'config.yaml');
  // JSON is YAML: Verdaccio reads its config from a .yaml file.
  await writeFile(configFile, JSON.stringify(verdaccioConfig(folder, await npmConfig('registry')), null, 2));
  const { runServer } = require('verdaccio') as { runServer: (config: string) => Promise<Server> };
  const server = await runServer(configFile);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/`;
  return {
    url,
    publishEnv: { npm_config_globalconfig: await globalConfigWithToken(folder, url) },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(folder, { recursive: true, force: true });
    },
  };
}
