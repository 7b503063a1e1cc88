import { registerRemotes } from '@module-federation/enhanced/runtime';
import { setRuntimeConfig } from '@video-admin/shared-ui';
import { runningRelease } from '../../releases/running-releases';
import { moveToLiveRelease } from '../move-to-live-release';
import { currentEntryOf, registerConfiguredRemotes } from '../remote-registry';
import { serveConfig, TEST_MODULES } from '@video-admin/shared-ui/testing';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

describe('moveToLiveRelease', () => {
  const started = {
    apiUrl: '',
    remotes: { items: '/remotes/items/A/mf-manifest.json' },
    releases: { items: { id: 'A', builtAt: '2026-11-25T01:00:00Z' } },
  };

  beforeEach(() => {
    setRuntimeConfig(started);
    registerConfiguredRemotes(started);
    jest.mocked(registerRemotes).mockClear();
  });

  test('points the remote at the live release when it is another one, and remembers that the tab runs it', async () => {
    const live = {
      apiUrl: '',
      remotes: { items: '/remotes/items/B/mf-manifest.json' },
      releases: { items: { id: 'B', builtAt: '2026-11-25T02:00:00Z' } },
    };
    serveConfig(live);
    await expect(moveToLiveRelease('items')).resolves.toBe('moved');
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'items', entry: '/remotes/items/B/mf-manifest.json' }], { force: true });
    expect(currentEntryOf('items')).toBe('/remotes/items/B/mf-manifest.json');
    expect(runningRelease('items')).toEqual(live.releases.items);
  });

  test('does nothing when the live release is the one that failed, or the server cannot say', async () => {
    serveConfig(started);
    await expect(moveToLiveRelease('items')).resolves.toBe('none');
    serveConfig({}, 503);
    await expect(moveToLiveRelease('items')).resolves.toBe('none');
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  test('says the module is retired when the live config lists the live modules and it is not among them', async () => {
    const { items: _items, ...others } = TEST_MODULES;
    serveConfig({ apiUrl: '', remotes: {}, modules: others });
    await expect(moveToLiveRelease('items')).resolves.toBe('retired');
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(currentEntryOf('items')).toBe('/remotes/items/A/mf-manifest.json');
  });

  test('a live config that lists the module, or lists no modules at all, does not retire it', async () => {
    serveConfig({ ...started, modules: TEST_MODULES });
    await expect(moveToLiveRelease('items')).resolves.toBe('none');
    serveConfig({ ...started, remotes: {} });
    await expect(moveToLiveRelease('items')).resolves.toBe('none');
  });
});
