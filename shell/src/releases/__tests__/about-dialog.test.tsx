import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, setLanguagePreference } from '@video-admin/shared-ui';
import { renderWithProviders, serveConfig, TEST_MODULES } from '@video-admin/shared-ui/testing';
import AboutDialog from '../about-dialog';

const startedWith = {
  apiUrl: '',
  remotes: { items: '/remotes/items/0.1.0-aaaa/mf-manifest.json', account: '/remotes/account/mf-manifest.json' },
  releases: {
    shell: { id: '0.1.0-shell1', builtAt: '2026-11-25T01:00:00Z' },
    items: { id: '0.1.0-aaaa', builtAt: '2026-11-25T01:00:00Z' },
  },
};

beforeEach(() => {
  // The server names the shell release in the page it served.
  document.head.innerHTML = '<meta name="shell-release" content="0.1.0-shell1" data-built-at="2026-11-25T01:00:00Z">';
});
afterEach(() => jest.restoreAllMocks());

test('lists the release each part of this tab runs, and the live one where it differs, with how to switch', async () => {
  serveConfig({ ...startedWith, releases: { ...startedWith.releases, items: { id: '0.1.0-bbbb', builtAt: '2026-11-25T02:00:00Z' } } });
  const onClose = jest.fn();
  renderWithProviders(<AboutDialog onClose={onClose} />, { releases: startedWith.releases, modules: TEST_MODULES });

  const items = await screen.findByTestId('release-items');
  expect(await within(items).findByText('0.1.0-bbbb')).toBeInTheDocument();
  expect(within(items).getByText('0.1.0-aaaa')).toBeInTheDocument();
  expect(within(screen.getByTestId('release-shell')).getByText('0.1.0-shell1')).toBeInTheDocument();
  expect(within(screen.getByTestId('release-shell')).getByText('same')).toBeInTheDocument();
  expect(within(screen.getByTestId('release-account')).getByText('not released (built in place)')).toBeInTheDocument();
  expect(screen.getByText('Reload the page to switch to the live releases.')).toBeInTheDocument();
  expect(globalThis.fetch).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });

  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalled();
});

test('still shows what the tab runs when the server cannot say what is live', async () => {
  serveConfig({}, 503);
  renderWithProviders(<AboutDialog onClose={() => {}} />, { releases: startedWith.releases, modules: TEST_MODULES });
  expect(await screen.findByText('Could not check which releases are live now.')).toBeInTheDocument();
  expect(within(screen.getByTestId('release-items')).getByText('0.1.0-aaaa')).toBeInTheDocument();
  expect(screen.queryByText('Reload the page to switch to the live releases.')).not.toBeInTheDocument();
});

test('shows what the tab runs while it asks which releases are live', async () => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
  renderWithProviders(<AboutDialog onClose={() => {}} />, { releases: startedWith.releases, modules: TEST_MODULES });
  expect(await screen.findByText('Checking which releases are live…')).toBeInTheDocument();
  expect(within(screen.getByTestId('release-items')).getByText('0.1.0-aaaa')).toBeInTheDocument();
  expect(within(screen.getByTestId('release-shell')).getByText('0.1.0-shell1')).toBeInTheDocument();
  expect(screen.queryByText('Reload the page to switch to the live releases.')).not.toBeInTheDocument();
});

test('names the time each release was built, as the app formats times', async () => {
  serveConfig(startedWith);
  renderWithProviders(<AboutDialog onClose={() => {}} />, { releases: startedWith.releases, modules: TEST_MODULES });
  const items = await screen.findByTestId('release-items');
  expect(within(items).getByText(`built ${formatDateTime('2026-11-25T01:00:00Z')}`)).toBeInTheDocument();
  expect(await within(items).findByText('same')).toBeInTheDocument();
});

test('marks a module this browser previews, and one it gets from a rollout, in both languages', async () => {
  const releases = {
    ...startedWith.releases,
    items: { id: '0.1.0-bbbb', builtAt: '2026-11-25T02:00:00Z', via: 'preview' as const },
    templates: { id: '0.1.0-cccc', builtAt: '2026-11-25T02:00:00Z', via: 'rollout' as const },
  };
  serveConfig({ ...startedWith, releases });
  const { unmount } = renderWithProviders(<AboutDialog onClose={() => {}} />, { releases, modules: TEST_MODULES });
  const items = await screen.findByTestId('release-items');
  expect(within(items).getByText('Preview')).toBeInTheDocument();
  expect(within(screen.getByTestId('release-templates')).getByText('Rollout')).toBeInTheDocument();
  expect(within(screen.getByTestId('release-shell')).queryByText('Preview')).not.toBeInTheDocument();
  unmount();

  setLanguagePreference('zh-CN');
  const chinese = renderWithProviders(<AboutDialog onClose={() => {}} />, { releases, modules: TEST_MODULES });
  expect(within(await screen.findByTestId('release-items')).getByText('预览')).toBeInTheDocument();
  expect(within(screen.getByTestId('release-templates')).getByText('灰度发布')).toBeInTheDocument();
  chinese.unmount();
  setLanguagePreference('en');
});

describe('the parts', () => {
  const names = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

  test('are the shell, then each live module by its display name', async () => {
    serveConfig(startedWith);
    renderWithProviders(<AboutDialog onClose={() => {}} />, { releases: startedWith.releases, modules: TEST_MODULES });
    await screen.findByRole('dialog', { name: 'About this app' });
    expect(names()).toEqual(['Shell', 'Account', 'Items', 'Video templates', 'Video tasks']);
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.dataset.testid),
    ).toEqual(['release-shell', 'release-account', 'release-items', 'release-templates', 'release-videoTasks']);
  });

  test('in the language the person chose', async () => {
    setLanguagePreference('zh-CN');
    serveConfig(startedWith);
    renderWithProviders(<AboutDialog onClose={() => {}} />, { releases: startedWith.releases, modules: TEST_MODULES });
    await screen.findByRole('dialog', { name: '关于本应用' });
    expect(names()).toEqual(['外壳', '账户', '项目', '视频模板', '视频任务']);
  });

  test('follow the modules the tab started with: a module not live then has no row', async () => {
    const { account: _account, templates: _templates, ...live } = TEST_MODULES;
    serveConfig(startedWith);
    renderWithProviders(<AboutDialog onClose={() => {}} />, { releases: startedWith.releases, modules: live });
    await screen.findByRole('dialog', { name: 'About this app' });
    expect(names()).toEqual(['Shell', 'Items', 'Video tasks']);
  });
});
