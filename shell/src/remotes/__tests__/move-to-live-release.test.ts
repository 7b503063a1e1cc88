import { registerRemotes } from '@module-federation/enhanced/runtime';
import { setRuntimeConfig } from 'shared-ui';
import { runningRelease } from '../../releases/running-releases';
import { moveToLiveRelease } from '../move-to-live-release';
import { currentEntryOf, registerConfiguredRemotes } from '../remote-registry';
import { serveConfig } from 'shared-ui/testing';

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
