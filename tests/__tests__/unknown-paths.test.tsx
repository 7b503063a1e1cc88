// Every remote's exposed modules, as the shell mounts them, show the not-found page for paths
// below their mount that they do not have, however deep, signed in and signed out: the real
// shell routes (shell/src/app/app-routes.tsx) render the real exposed modules, found from each
// remote's webpack config (the workspace list's remotes), at the routes it declares there (its
// `mounts`, as the runtime config carries them), with the federation runtime's loadRemote
// answered from the sources.
// A remote (or a new exposed module) that renders react-router's <Routes> or a page of its own
// for any path, instead of shared-ui's <RemoteRoutes>, fails here.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { cleanup, configure, screen } from '@testing-library/react';
import { join, resolve } from 'node:path';
import { useLocation } from 'react-router-dom';
import { clearAccessToken, setAccessToken, type LiveModule, type ModuleDeclaration } from '@video-admin/shared-ui';
import { aUser, renderWithProviders, serveCurrentUser } from '@video-admin/shared-ui/testing';
import { AppRoutes } from '../../shell/src/app/app-routes';
import type { RemoteMount } from '../../shell/src/remotes/remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
// A remote's webpack config is createWebpackConfig(options): read, it gives its options.
jest.mock('@video-admin/kit/webpack', () => ({ createWebpackConfig: (options: unknown) => options }));

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const root = resolve(__dirname, '..', '..');

interface WebpackOptions {
  name: string;
  exposes?: Record<string, string>;
  mounts: ModuleDeclaration;
  isHost?: boolean;
}

const FRONTENDS: string[] = require('../../scripts/lib/frontend-list.cjs').frontendFolders();
const OPTIONS = FRONTENDS.map((pkg) => ({ ...(require(join(root, pkg, 'webpack.config.cjs')) as WebpackOptions), pkg })).filter(
  (options) => !options.isHost,
);

/** Every module every remote package exposes, as `federationName/Module` -> its source file. */
function exposedModules(): Map<string, string> {
  const modules = new Map<string, string>();
  for (const { pkg, name, exposes = {} } of OPTIONS) {
    for (const [key, file] of Object.entries(exposes)) modules.set(`${name}/${key.replace(/^\.\//, '')}`, join(root, pkg, file));
  }
  return modules;
}

/** The runtime config's live modules, as the server builds them from each remote's declaration. */
const LIVE: Record<string, LiveModule> = Object.fromEntries(
  OPTIONS.map(({ pkg, name, mounts }) => [name, { name: pkg, displayName: { en: pkg, 'zh-CN': pkg }, ...mounts }]),
);

const EXPOSED = exposedModules();
const MOUNTS: Array<RemoteMount & { forSignedIn: boolean }> = Object.entries(LIVE).flatMap(([remote, { routes }]) =>
  routes.map(({ path, module, session }) => ({ path, remote, module, forSignedIn: session === 'signed-in' })),
);
const idOf = (mount: RemoteMount) => `${mount.remote}/${mount.module}`;

const USER = aUser({ email: 'admin@example.com', full_name: 'Admin', is_superuser: true });

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderShellAt(route: string, signedIn: boolean) {
  // What a screen asks of the API at its first render is answered or refused (404): either way
  // the screen renders, and no call leaves the test.
  serveCurrentUser(USER);
  if (signedIn) setAccessToken('token');
  else clearAccessToken();
  return renderWithProviders(
    <>
      <AppRoutes />
      <Where />
    </>,
    { route, modules: LIVE },
  );
}

beforeAll(() => {
  jest.mocked(loadRemote).mockImplementation(async (id: string) => {
    const file = EXPOSED.get(id);
    if (!file) throw new Error(`no remote exposes ${id}`);
    return require(file) as unknown;
  });
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(cleanup);

test('the remotes expose modules, and the shell mounts every one of them (so each is checked below)', () => {
  expect(EXPOSED.size).toBeGreaterThan(0);
  const mounted = new Set(MOUNTS.map(idOf));
  expect([...EXPOSED.keys()].filter((id) => !mounted.has(id))).toEqual([]);
  expect(MOUNTS.map(idOf).filter((id) => !EXPOSED.has(id))).toEqual([]);
});

describe.each(MOUNTS.map((mount) => [mount.path, mount] as const))('below %s', (path, mount) => {
  test(`${path} itself shows the remote's screen, not the not-found page`, async () => {
    renderShellAt(path, mount.forSignedIn);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent('Oops!');
    expect(jest.mocked(loadRemote)).toHaveBeenCalledWith(idOf(mount));
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  });

  describe.each([
    ['signed in', true],
    ['signed out', false],
  ])('%s', (_state, signedIn) => {
    test.each([`${path}/no-such-page`, `${path}/no/such/deeper/page/`])('%s shows the not-found page where it is', async (route) => {
      renderShellAt(route, signedIn);
      expect(await screen.findByTestId('not-found')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Oops!', level: 1 })).toBeInTheDocument();
      expect(screen.getByText('The page you are looking for was not found.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(route);
      // Found so by the remote itself, not by the shell's own catch-all.
      expect(jest.mocked(loadRemote)).toHaveBeenCalledWith(idOf(mount));
    });
  });
});
