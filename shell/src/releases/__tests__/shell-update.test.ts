import { reloadIntoLiveShell, takeShellUpdateNotice } from '../shell-update';
import { serveConfig } from '@video-admin/shared-ui/testing';

const liveShell = (id: string) => ({ apiUrl: '', remotes: {}, releases: { shell: { id, builtAt: '2026-11-25T02:00:00Z' } } });
const servedPageOf = (id: string) => {
  document.head.innerHTML = `<meta name="shell-release" content="${id}" data-built-at="2026-11-25T01:00:00Z">`;
};

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

test("reloads into the live shell when it is not this page's, once, and says so after the reload", async () => {
  servedPageOf('shell-A');
  serveConfig(liveShell('shell-B'));
  const reload = jest.fn();
  await expect(reloadIntoLiveShell(reload)).resolves.toBe(true);
  expect(reload).toHaveBeenCalledTimes(1);
  // The same failure again (the reload brought the old page back somehow): no loop.
  await expect(reloadIntoLiveShell(reload)).resolves.toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);

  servedPageOf('shell-B'); // the reloaded page
  expect(takeShellUpdateNotice()).toBe(true);
  expect(takeShellUpdateNotice()).toBe(false);
});

test('does not reload when the live shell is this one, or the server cannot say', async () => {
  servedPageOf('shell-A');
  const reload = jest.fn();
  serveConfig(liveShell('shell-A'));
  await expect(reloadIntoLiveShell(reload)).resolves.toBe(false);
  serveConfig({}, 503);
  await expect(reloadIntoLiveShell(reload)).resolves.toBe(false);
  expect(reload).not.toHaveBeenCalled();
  expect(takeShellUpdateNotice()).toBe(false);
});
