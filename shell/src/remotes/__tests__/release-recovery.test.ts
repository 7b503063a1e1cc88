import { registerRemotes } from '@module-federation/enhanced/runtime';
import { setRuntimeConfig } from 'shared-ui';
import { runningRelease } from '../../releases/running-releases';
import { RemoteLoadError } from '../load-remote-component';
import { isMissingFilesError, moveToLiveRelease } from '../release-recovery';
import { currentEntryOf, registerConfiguredRemotes } from '../remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

/** What the server answers to /config.json from now on (the live releases). */
function serveConfig(body: unknown, status = 200) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const chunkError = () => Object.assign(new Error('Loading chunk 4983 failed.\n(error: http://x/remotes/items/1/4983.js)'), { name: 'ChunkLoadError' });

test('tells missing files from failing code', () => {
  expect(isMissingFilesError(chunkError())).toBe(true);
  expect(isMissingFilesError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
  // The federation runtime's manifest and script loaders, wrapped by the shell's load error.
  expect(isMissingFilesError(new RemoteLoadError('items', 'App', new Error('[ Federation Runtime ]: Failed to get manifestJson for items. #RUNTIME-003')))).toBe(true);
  expect(isMissingFilesError(new RemoteLoadError('items', 'App', new Error('Loading script failed. #RUNTIME-008')))).toBe(true);
  expect(isMissingFilesError(new TypeError('Failed to fetch'))).toBe(true);

  expect(isMissingFilesError(new Error('render failed'))).toBe(false);
  expect(isMissingFilesError(new RemoteLoadError('items', 'App', new Error('built against incompatible shared libraries (react: needs ^20)')))).toBe(false);
  expect(isMissingFilesError('Loading chunk 1 failed')).toBe(false);
});

describe('moveToLiveRelease', () => {
  const started = { apiUrl: '', remotes: { items: '/remotes/items/A/mf-manifest.json' }, releases: { items: { id: 'A', builtAt: '2026-11-25T01:00:00Z' } } };

  beforeEach(() => {
    setRuntimeConfig(started);
    registerConfiguredRemotes(started);
    jest.mocked(registerRemotes).mockClear();
  });

  test('points the remote at the live release when it is another one, and remembers that the tab runs it', async () => {
    const live = { apiUrl: '', remotes: { items: '/remotes/items/B/mf-manifest.json' }, releases: { items: { id: 'B', builtAt: '2026-11-25T02:00:00Z' } } };
    serveConfig(live);
    await expect(moveToLiveRelease('items')).resolves.toBe(true);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'items', entry: '/remotes/items/B/mf-manifest.json' }], { force: true });
    expect(currentEntryOf('items')).toBe('/remotes/items/B/mf-manifest.json');
    expect(runningRelease('items')).toEqual(live.releases.items);
  });

  test('does nothing when the live release is the one that failed, or the server cannot say', async () => {
    serveConfig(started);
    await expect(moveToLiveRelease('items')).resolves.toBe(false);
    serveConfig({}, 503);
    await expect(moveToLiveRelease('items')).resolves.toBe(false);
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});
