import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import { renderWithProviders, TEST_MODULES } from '@video-admin/shared-ui/testing';
import { noteRemoteLoad } from '../../reports/remote-loads';
import { loadFailurePhase } from '../load-phase';
import { RemoteOutlet } from '../remote-outlet';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
jest.mock('../../reports/remote-loads', () => ({ noteRemoteLoad: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);
const noted = jest.mocked(noteRemoteLoad);

beforeEach(() => {
  mockedLoadRemote.mockReset();
  noted.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const outlet = (module: string) =>
  renderWithProviders(<RemoteOutlet mount={{ path: '/items', remote: 'items', module }} />, { modules: TEST_MODULES });

test('the phase a rejected load failed in comes from the federation runtime code in the error or its causes', () => {
  expect(loadFailurePhase(new Error('Failed to get manifest. #RUNTIME-003'))).toBe('manifest');
  expect(loadFailurePhase(new Error('wrapped', { cause: new Error('not a valid manifest #RUNTIME-013') }))).toBe('manifest');
  expect(loadFailurePhase(new Error('Failed to load script resources. #RUNTIME-008'))).toBe('entry');
  expect(loadFailurePhase(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }))).toBe('chunk');
  expect(loadFailurePhase(new Error('the exposed module threw while it was evaluated'))).toBe('chunk');
});

test('a load is reported once, as shown, when the screen first renders', async () => {
  mockedLoadRemote.mockResolvedValue({ default: () => <p>items</p> });
  outlet('Shown');
  expect(await screen.findByText('items')).toBeInTheDocument();
  expect(noted).toHaveBeenCalledTimes(1);
  expect(noted).toHaveBeenCalledWith('items', expect.any(Number), null);
});

test('a load the runtime rejects is reported with its phase', async () => {
  mockedLoadRemote.mockRejectedValue(new Error('Failed to load script resources. #RUNTIME-008'));
  outlet('NoEntry');
  expect(await screen.findByText('This part of the app could not be loaded.')).toBeInTheDocument();
  expect(noted).toHaveBeenCalledWith('items', expect.any(Number), {
    error: expect.objectContaining({ message: expect.stringMatching(/RUNTIME-008/) }),
  });
  expect(noted).not.toHaveBeenCalledWith('items', expect.any(Number), null);
});

test('a module this shell cannot use fails in the entry phase', async () => {
  mockedLoadRemote.mockResolvedValue({});
  outlet('NoDefault');
  expect(await screen.findByText('This part of the app could not be loaded.')).toBeInTheDocument();
  const [[remote, , failure]] = noted.mock.calls as [[string, number, { error: unknown }]];
  expect(remote).toBe('items');
  expect(loadFailurePhase(failure.error)).toBe('entry');
});

test('a component that throws in its first render is reported as a render failure, not as shown', async () => {
  mockedLoadRemote.mockResolvedValue({
    default: () => {
      throw new Error('render failed');
    },
  });
  outlet('Throws');
  expect(await screen.findByText('This part of the app stopped working.')).toBeInTheDocument();
  expect(noted.mock.calls.map(([, , phase]) => phase)).toEqual(['render']);
});
