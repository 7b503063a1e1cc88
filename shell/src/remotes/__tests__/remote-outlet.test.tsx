import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAccessToken, setAccessToken, setRuntimeConfig } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { noteRunningRelease } from '../../releases/running-releases';
import { preloadRemoteFor, RemoteOutlet } from '../remote-outlet';
import { registerConfiguredRemotes } from '../remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

beforeEach(() => {
  mockedLoadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('renders the exposed component with the mount path', async () => {
  mockedLoadRemote.mockResolvedValue({ default: ({ basePath }: { basePath: string }) => <p>items at {basePath}</p> });
  renderWithProviders(<RemoteOutlet mount={{ path: '/items', remote: 'items', module: 'App' }} />);
  expect(await screen.findByText('items at /items')).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledWith('items/App');
});

test('a remote that fails to load shows the error with Retry, and Retry loads it again', async () => {
  const entry = 'http://cdn.test/templates/mf-manifest.json';
  registerConfiguredRemotes({ apiUrl: '', remotes: { templates: entry } });
  mockedLoadRemote.mockRejectedValueOnce(new Error('manifest unreachable'));
  mockedLoadRemote.mockResolvedValue({ default: () => <p>recovered</p> });
  renderWithProviders(<RemoteOutlet mount={{ path: '/admin', remote: 'templates', module: 'App' }} />);

  expect(await screen.findByText('This part of the app could not be loaded.')).toBeInTheDocument();
  expect(screen.getByText(/manifest unreachable/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('recovered')).toBeInTheDocument();
  // Retry makes the runtime forget the failed manifest before loading again.
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'templates', entry }], { force: true });
});

test('a remote that throws while rendering is contained', async () => {
  mockedLoadRemote.mockResolvedValue({
    default: () => {
      throw new Error('render failed');
    },
  });
  renderWithProviders(
    <>
      <p>menu still here</p>
      <RemoteOutlet mount={{ path: '/settings', remote: 'account', module: 'Settings' }} />
    </>,
  );
  expect(await screen.findByText('This part of the app stopped working.')).toBeInTheDocument();
  expect(screen.getByText('menu still here')).toBeInTheDocument();
});

test('a module without a default component is reported as a load failure', async () => {
  mockedLoadRemote.mockResolvedValue({});
  renderWithProviders(<RemoteOutlet mount={{ path: '/x', remote: 'videoTasks', module: 'Missing' }} />);
  expect(await screen.findByText(/does not export a default component/)).toBeInTheDocument();
});

describe('a remote preloaded before the first render', () => {
  test('renders at once, without the spinner, and is fetched once', async () => {
    let prepared = false;
    mockedLoadRemote.mockResolvedValue({
      default: () => <p>login form (texts {prepared ? 'ready' : 'missing'})</p>,
      prepare: async () => {
        prepared = true;
      },
    });
    await preloadRemoteFor('/login');
    expect(mockedLoadRemote).toHaveBeenCalledWith('account/Login');

    renderWithProviders(<RemoteOutlet mount={{ path: '/login', remote: 'account', module: 'Login' }} />);
    // Synchronously there: React.lazy would have suspended once, and shown the spinner for 300 ms.
    expect(screen.getByText('login form (texts ready)')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  test('that failed shows the failure with Retry when shown, without loading again before', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('manifest unreachable'));
    await expect(preloadRemoteFor('/signup')).resolves.toBeUndefined();
    mockedLoadRemote.mockResolvedValue({ default: () => <p>signup form</p> });

    renderWithProviders(<RemoteOutlet mount={{ path: '/signup', remote: 'account', module: 'Signup' }} />);
    expect(await screen.findByText('This part of the app could not be loaded.')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('signup form')).toBeInTheDocument();
  });

  test('leaves a screen that failed while shown alone: its Retry is the way back', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('manifest unreachable'));
    renderWithProviders(<RemoteOutlet mount={{ path: '/recover-password', remote: 'account', module: 'RecoverPassword' }} />);
    expect(await screen.findByText('This part of the app could not be loaded.')).toBeInTheDocument();
    mockedLoadRemote.mockResolvedValue({ default: () => <p>recover form</p> });
    await preloadRemoteFor('/recover-password');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('recover form')).toBeInTheDocument();
  });

  test('is only the one the routes will show: public screens only when signed out', async () => {
    await preloadRemoteFor('/');
    setAccessToken('a-token');
    await preloadRemoteFor('/recover-password');
    clearAccessToken();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});

test('a prepare that fails does not fail the load: the component reports what it misses', async () => {
  mockedLoadRemote.mockResolvedValue({ default: () => <p>reset form</p>, prepare: () => Promise.reject(new Error('texts unreachable')) });
  renderWithProviders(<RemoteOutlet mount={{ path: '/reset-password', remote: 'account', module: 'ResetPassword' }} />);
  expect(await screen.findByText('reset form')).toBeInTheDocument();
});

/** What the server answers to /config.json from now on (the live releases). */
function serveConfig(body: unknown, status = 200) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe("a remote whose release's files are gone", () => {
  const releaseA = { apiUrl: '', remotes: { videoTasks: '/remotes/video-tasks/A/mf-manifest.json' }, releases: { videoTasks: { id: 'A', builtAt: '2026-11-25T01:00:00Z' } } };
  const releaseB = { apiUrl: '', remotes: { videoTasks: '/remotes/video-tasks/B/mf-manifest.json' }, releases: { videoTasks: { id: 'B', builtAt: '2026-11-25T02:00:00Z' } } };
  const chunkError = () => Object.assign(new Error('Loading chunk 77 failed.'), { name: 'ChunkLoadError' });
  let mount = 0;
  // A screen key of its own per test: the outlet keeps loaded screens for the page's lifetime.
  const nextMount = () => ({ path: '/admin/video-tasks', remote: 'videoTasks' as const, module: `App${++mount}` });

  beforeEach(() => {
    setRuntimeConfig(releaseA);
    registerConfiguredRemotes(releaseA);
    noteRunningRelease('videoTasks', releaseA.releases.videoTasks);
  });

  test('moves to the live release at the same place, with a notice instead of the error panel', async () => {
    serveConfig(releaseB);
    mockedLoadRemote.mockImplementation(async () => {
      const moved = jest.mocked(registerRemotes).mock.calls.some(([remotes]) => JSON.stringify(remotes).includes(releaseB.remotes.videoTasks));
      return {
        default: () => {
          if (!moved) throw chunkError(); // A's dialog chunk is gone
          return <p>tasks from B</p>;
        },
      };
    });
    renderWithProviders(<RemoteOutlet mount={nextMount()} />);
    expect(await screen.findByText('tasks from B')).toBeInTheDocument();
    expect(await screen.findByText('Video tasks was updated to a new version.')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
  });

  test('shows the error panel, naming the release, when the live release is the same one', async () => {
    serveConfig(releaseA);
    mockedLoadRemote.mockResolvedValue({
      default: () => {
        throw chunkError();
      },
    });
    renderWithProviders(<RemoteOutlet mount={nextMount()} />);
    expect(await screen.findByText('This part of the app stopped working.')).toBeInTheDocument();
    expect(screen.getByTestId('remote-error-release')).toHaveTextContent('Release: Video tasks A');
  });

  test('shows the error panel when the live release fails too: one move per failure, no loop', async () => {
    serveConfig(releaseB);
    mockedLoadRemote.mockResolvedValue({
      default: () => {
        throw chunkError();
      },
    });
    renderWithProviders(<RemoteOutlet mount={nextMount()} />);
    expect(await screen.findByText('This part of the app stopped working.')).toBeInTheDocument();
    expect(screen.getByTestId('remote-error-release')).toHaveTextContent('Release: Video tasks B');
  });
});
