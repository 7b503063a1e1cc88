import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { clearAccessToken, setAccessToken, setRuntimeConfig } from '@video-admin/shared-ui';
import { renderWithProviders, serveConfig, TEST_MODULES } from '@video-admin/shared-ui/testing';
import { noteRunningRelease } from '../../releases/running-releases';
import { RetiredNotice } from '../remote-failure';
import { preloadRemoteFor, RemoteOutlet } from '../remote-outlet';
import { currentEntryOf, registerConfiguredRemotes } from '../remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

beforeEach(() => {
  mockedLoadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('renders the exposed component with the mount path', async () => {
  mockedLoadRemote.mockResolvedValue({ default: ({ basePath }: { basePath: string }) => <p>items at {basePath}</p> });
  renderWithProviders(<RemoteOutlet mount={{ path: '/items', remote: 'items', module: 'App' }} />, { modules: TEST_MODULES });
  expect(await screen.findByText('items at /items')).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledWith('items/App');
});

test('a remote that fails to load shows the error with Retry, and Retry loads it again', async () => {
  const entry = 'http://cdn.test/templates/mf-manifest.json';
  registerConfiguredRemotes({ apiUrl: '', remotes: { templates: entry } });
  mockedLoadRemote.mockRejectedValueOnce(new Error('manifest unreachable'));
  mockedLoadRemote.mockResolvedValue({ default: () => <p>recovered</p> });
  renderWithProviders(<RemoteOutlet mount={{ path: '/admin', remote: 'templates', module: 'App' }} />, { modules: TEST_MODULES });

  // The back office's screens are Chinese under the default language, so is their failure.
  expect(await screen.findByText('这部分界面无法加载。')).toBeInTheDocument();
  // The error itself is for developers, behind Details.
  expect(screen.getByText(/manifest unreachable/)).not.toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: '详细信息' }));
  expect(screen.getByText(/manifest unreachable/)).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: '重试' }));
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
    { modules: TEST_MODULES },
  );
  expect(await screen.findByText('This part of the app stopped working.')).toBeInTheDocument();
  expect(screen.getByText('menu still here')).toBeInTheDocument();
});

test('a module without a default component is reported as a load failure', async () => {
  mockedLoadRemote.mockResolvedValue({});
  renderWithProviders(<RemoteOutlet mount={{ path: '/x', remote: 'videoTasks', module: 'Missing' }} />, { modules: TEST_MODULES });
  expect(await screen.findByText('这部分界面无法加载。')).toBeInTheDocument();
  expect(screen.getByText('这部分界面与当前运行的应用版本不兼容，刷新页面可能会解决。')).toBeInTheDocument();
  expect(screen.getByText(/does not export a default component/)).toBeInTheDocument();
});

test("a remote whose files cannot be fetched says so in its screen's language; the runtime's code and the manifest URL wait behind Details", async () => {
  const entry = 'http://cdn.test/video-tasks/mf-manifest.json';
  registerConfiguredRemotes({ apiUrl: '', remotes: { videoTasks: entry } });
  serveConfig({ apiUrl: '', remotes: { videoTasks: entry } });
  mockedLoadRemote.mockRejectedValue(
    new Error(`[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003 args: {"manifestUrl":"${entry}","moduleName":"videoTasks"}`),
  );
  renderWithProviders(<RemoteOutlet mount={{ path: '/admin/video-tasks', remote: 'videoTasks', module: 'Unreachable' }} />, {
    modules: TEST_MODULES,
  });

  const failure = await screen.findByTestId('remote-error');
  await within(failure).findByText('这部分界面无法加载。');
  expect(failure).toHaveAttribute('lang', 'zh-CN');
  expect(within(failure).getByText('无法连接到服务器，请检查网络连接。')).toBeInTheDocument();
  const details = within(failure).getByText(/#RUNTIME-003/);
  expect(details).not.toBeVisible();
  expect(details).toHaveTextContent(entry);

  await userEvent.click(within(failure).getByRole('button', { name: '详细信息' }));
  expect(details).toBeVisible();
  expect(within(failure).getByRole('button', { name: '重试' })).toBeInTheDocument();
});

test('an account or items screen that fails speaks English under the default language', async () => {
  mockedLoadRemote.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  renderWithProviders(<RemoteOutlet mount={{ path: '/items', remote: 'items', module: 'Offline' }} />, { modules: TEST_MODULES });
  expect(await screen.findByText('This part of the app could not be loaded.')).toBeInTheDocument();
  expect(screen.getByText('The server could not be reached. Check your network connection.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
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

    renderWithProviders(<RemoteOutlet mount={{ path: '/login', remote: 'account', module: 'Login' }} />, { modules: TEST_MODULES });
    // Synchronously there: React.lazy would have suspended once, and shown the spinner for 300 ms.
    expect(screen.getByText('login form (texts ready)')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  test('that failed shows the failure with Retry when shown, without loading again before', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('manifest unreachable'));
    await expect(preloadRemoteFor('/signup')).resolves.toBeUndefined();
    mockedLoadRemote.mockResolvedValue({ default: () => <p>signup form</p> });

    renderWithProviders(<RemoteOutlet mount={{ path: '/signup', remote: 'account', module: 'Signup' }} />, { modules: TEST_MODULES });
    expect(await screen.findByText('This part of the app could not be loaded.')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('signup form')).toBeInTheDocument();
  });

  test('leaves a screen that failed while shown alone: its Retry is the way back', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('manifest unreachable'));
    renderWithProviders(<RemoteOutlet mount={{ path: '/recover-password', remote: 'account', module: 'RecoverPassword' }} />, {
      modules: TEST_MODULES,
    });
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
  renderWithProviders(<RemoteOutlet mount={{ path: '/reset-password', remote: 'account', module: 'ResetPassword' }} />, {
    modules: TEST_MODULES,
  });
  expect(await screen.findByText('reset form')).toBeInTheDocument();
});

/** What the server answers to /config.json at each request from now on, the last one again and again. */
function serveConfigs(...bodies: unknown[]) {
  let served = 0;
  // Counted afresh: a test may assert how often the server was asked.
  jest
    .spyOn(globalThis, 'fetch')
    .mockClear()
    .mockImplementation(async () => {
      const body = bodies[Math.min(served++, bodies.length - 1)];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
}

describe("a remote whose release's files are gone", () => {
  const releaseA = {
    apiUrl: '',
    remotes: { videoTasks: '/remotes/video-tasks/A/mf-manifest.json' },
    releases: { videoTasks: { id: 'A', builtAt: '2026-11-25T01:00:00Z' } },
  };
  const releaseB = {
    apiUrl: '',
    remotes: { videoTasks: '/remotes/video-tasks/B/mf-manifest.json' },
    releases: { videoTasks: { id: 'B', builtAt: '2026-11-25T02:00:00Z' } },
  };
  const releaseC = {
    apiUrl: '',
    remotes: { videoTasks: '/remotes/video-tasks/C/mf-manifest.json' },
    releases: { videoTasks: { id: 'C', builtAt: '2026-11-25T03:00:00Z' } },
  };
  const chunkError = () => Object.assign(new Error('Loading chunk 77 failed.'), { name: 'ChunkLoadError' });
  // The remote loads, and its screen finds a chunk of its release missing whenever it renders.
  const everyChunkMissing = () =>
    mockedLoadRemote.mockResolvedValue({
      default: () => {
        throw chunkError();
      },
    });
  /** The release the runtime loads the remote from now, as the registry records it. */
  const registeredRelease = () => currentEntryOf('videoTasks')?.split('/')[3];
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
      const moved = jest
        .mocked(registerRemotes)
        .mock.calls.some(([remotes]) => JSON.stringify(remotes).includes(releaseB.remotes.videoTasks));
      return {
        default: () => {
          if (!moved) throw chunkError(); // A's dialog chunk is gone
          return <p>tasks from B</p>;
        },
      };
    });
    renderWithProviders(<RemoteOutlet mount={nextMount()} />, { modules: TEST_MODULES });
    expect(await screen.findByText('tasks from B')).toBeInTheDocument();
    expect(await screen.findByText('Video tasks was updated to a new version.')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
  });

  test('shows the error panel, naming the release, when the live release is the same one', async () => {
    serveConfig(releaseA);
    everyChunkMissing();
    renderWithProviders(<RemoteOutlet mount={nextMount()} />, { modules: TEST_MODULES });
    expect(await screen.findByText('这部分界面出现错误。')).toBeInTheDocument();
    expect(screen.getByTestId('remote-error-release')).toHaveTextContent('版本：视频任务 A');
  });

  test('shows the error panel when the live release fails too: one move per failure, no loop', async () => {
    serveConfig(releaseB);
    everyChunkMissing();
    renderWithProviders(<RemoteOutlet mount={nextMount()} />, { modules: TEST_MODULES });
    expect(await screen.findByText('这部分界面出现错误。')).toBeInTheDocument();
    expect(screen.getByTestId('remote-error-release')).toHaveTextContent('版本：视频任务 B');
  });

  test('moves to the live release when its manifest is gone before the remote was ever loaded', async () => {
    serveConfig(releaseB);
    mockedLoadRemote.mockImplementation(async () => {
      // Our server answers a removed manifest with a JSON 404, which the runtime calls invalid.
      if (registeredRelease() === 'A') throw new Error('The manifest is not a valid Module Federation manifest. #RUNTIME-013');
      return { default: () => <p>tasks from {registeredRelease()}</p> };
    });
    renderWithProviders(<RemoteOutlet mount={nextMount()} />, { modules: TEST_MODULES });
    expect(await screen.findByText('tasks from B')).toBeInTheDocument();
    expect(await screen.findByText('Video tasks was updated to a new version.')).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'videoTasks', entry: releaseB.remotes.videoTasks }], { force: true });
  });

  test('moves once per failure, even when config.json names yet another release meanwhile', async () => {
    serveConfigs(releaseB, releaseC);
    everyChunkMissing();
    renderWithProviders(<RemoteOutlet mount={nextMount()} />, { modules: TEST_MODULES });
    expect(await screen.findByText('这部分界面出现错误。')).toBeInTheDocument();
    expect(screen.getByTestId('remote-error-release')).toHaveTextContent('版本：视频任务 B');
    expect(registeredRelease()).toBe('B');
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });

  test('a release it moved to that has shown moves again when its own files go later', async () => {
    serveConfigs(releaseB, releaseC);
    mockedLoadRemote.mockImplementation(async () => {
      const release = registeredRelease();
      return {
        default: function Tasks() {
          const [dialogOpen, setDialogOpen] = useState(false);
          if (release === 'A' || dialogOpen) throw chunkError(); // A's files, then B's dialog chunk, are gone
          return <button onClick={() => setDialogOpen(true)}>tasks from {release}</button>;
        },
      };
    });
    renderWithProviders(<RemoteOutlet mount={nextMount()} />, { modules: TEST_MODULES });
    const tasksFromB = await screen.findByRole('button', { name: 'tasks from B' });
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);

    await userEvent.click(tasksFromB);
    // A new failure, so the server is asked again, and names C by now.
    expect(await screen.findByRole('button', { name: 'tasks from C' })).toBeInTheDocument();
    expect(globalThis.fetch).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
  });
});

describe('a remote that is no longer live', () => {
  const started = {
    apiUrl: '',
    remotes: { items: '/remotes/items/A/mf-manifest.json', templates: '/remotes/templates/A/mf-manifest.json' },
  };
  const manifestGone = () => new Error('The manifest is not a valid Module Federation manifest. #RUNTIME-013');
  let mount = 0;
  const nextModule = () => `Retired${++mount}`;

  beforeEach(() => {
    setRuntimeConfig(started);
    registerConfiguredRemotes(started);
  });

  test('says the screen is gone, with Reload, instead of the error panel, when the live config no longer lists it', async () => {
    const { items: _items, ...others } = TEST_MODULES;
    serveConfig({ apiUrl: '', remotes: { templates: started.remotes.templates }, modules: others });
    mockedLoadRemote.mockRejectedValue(manifestGone());
    renderWithProviders(<RemoteOutlet mount={{ path: '/items', remote: 'items', module: nextModule() }} />, { modules: TEST_MODULES });

    const notice = await screen.findByTestId('remote-retired');
    expect(within(notice).getByText('This screen is no longer available. Reload the page to update the menu.')).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
    // Nothing was moved: there is no live release to move to.
    expect(currentEntryOf('items')).toBe(started.remotes.items);
  });

  test("speaks its screen's language: a back-office screen's notice is Chinese under the default language", async () => {
    const { templates: _templates, ...others } = TEST_MODULES;
    serveConfig({ apiUrl: '', remotes: { items: started.remotes.items }, modules: others });
    mockedLoadRemote.mockRejectedValue(manifestGone());
    renderWithProviders(<RemoteOutlet mount={{ path: '/admin', remote: 'templates', module: nextModule() }} />, { modules: TEST_MODULES });

    const notice = await screen.findByTestId('remote-retired');
    expect(notice).toHaveAttribute('lang', 'zh-CN');
    expect(within(notice).getByText('此页面已下线，请刷新页面以更新菜单。')).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: '刷新页面' })).toBeInTheDocument();
  });

  test('a live config that still lists the module shows the error panel as before', async () => {
    serveConfig({ ...started, modules: TEST_MODULES });
    mockedLoadRemote.mockRejectedValue(manifestGone());
    renderWithProviders(<RemoteOutlet mount={{ path: '/items', remote: 'items', module: nextModule() }} />, { modules: TEST_MODULES });
    expect(await screen.findByText('This part of the app could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-retired')).not.toBeInTheDocument();
  });

  test('its Reload reloads the page, for the live menu', async () => {
    const reload = jest.fn();
    renderWithProviders(<RetiredNotice remote="items" reload={reload} />, { modules: TEST_MODULES });
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
