import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAccessToken, setAccessToken } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
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
