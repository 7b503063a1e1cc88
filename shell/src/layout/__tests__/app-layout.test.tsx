import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { getAccessToken, setAccessToken, setLanguagePreference, type UserPublic } from '@video-admin/shared-ui';
import type { UserMePublic } from '@video-admin/shared-ui/contract';
import { aUser as aTestUser, renderWithProviders, serveCurrentUser, TEST_MODULES } from '@video-admin/shared-ui/testing';
import AppLayout from '../app-layout';

function aUser(overrides: Partial<UserMePublic> = {}): UserMePublic {
  return aTestUser({ full_name: 'Ann Lee', ...overrides });
}

function renderLayout(user: UserPublic, route = '/', modules = TEST_MODULES) {
  serveCurrentUser(user);
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<h1>dashboard</h1>} />
        <Route path="settings" element={<h1>settings page</h1>} />
      </Route>
      <Route path="/login" element={<h1>login page</h1>} />
    </Routes>,
    { route, modules },
  );
}

test('the user menu shows the full name and offers My Profile, About and Log Out', async () => {
  renderLayout(aUser());
  const trigger = await screen.findByRole('button', { name: /, user menu$/ });
  await waitFor(() => expect(trigger).toHaveTextContent('Ann Lee'));
  await userEvent.click(trigger);
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['My Profile', 'About', 'Log Out']);
});

test('About opens the releases dialog, which the keyboard closes', async () => {
  renderLayout(aUser());
  // The dialog asks config.json which releases are live; the API calls go to the mock above.
  const api = globalThis.fetch;
  const liveConfig = { apiUrl: '', remotes: {}, releases: {} };
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
    input === '/config.json'
      ? Promise.resolve(new Response(JSON.stringify(liveConfig), { headers: { 'content-type': 'application/json' } }))
      : api(input, init),
  );
  await userEvent.click(await screen.findByRole('button', { name: /, user menu$/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'About' }));
  const dialog = await screen.findByRole('dialog', { name: 'About this app' });
  expect(within(dialog).getByTestId('release-shell')).toHaveTextContent('not released (built in place)');
  expect(globalThis.fetch).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });

  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a user without a full name is shown by their e-mail, not as "User"', async () => {
  const { queryClient } = renderLayout(aUser({ full_name: null, email: 'no.name@example.com' }));
  // 'User' shows while loading: wait for the user before judging.
  await waitFor(() => expect(queryClient.getQueryData(['currentUser'])).toBeDefined());
  expect(await screen.findByRole('button', { name: 'no.name@example.com, user menu' })).toHaveTextContent(/^no\.name@example\.com$/);
  expect(screen.queryByRole('button', { name: 'User, user menu' })).not.toBeInTheDocument();
});

test('My Profile opens /settings', async () => {
  renderLayout(aUser());
  await userEvent.click(await screen.findByRole('button', { name: /, user menu$/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'My Profile' }));
  expect(await screen.findByRole('heading', { name: 'settings page' })).toBeInTheDocument();
});

test('Log Out removes the token and opens the login screen', async () => {
  setAccessToken('tok');
  renderLayout(aUser(), '/settings');
  await userEvent.click(await screen.findByRole('button', { name: /, user menu$/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
  expect(getAccessToken()).toBeNull();
  expect(await screen.findByRole('heading', { name: 'login page' })).toBeInTheDocument();
});

test('a regular user sees Dashboard, Items and User Settings only', async () => {
  renderLayout(aUser());
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  await screen.findByText('Ann Lee');
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Dashboard', 'Items', 'User Settings']);
});

test('a superuser also sees the admin entries', async () => {
  renderLayout(aUser({ is_superuser: true }));
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(5));
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/', '/items', '/settings', '/admin', '/admin/video-tasks']);
  expect(within(nav).getByRole('link', { name: '视频模板管理' })).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: '视频任务管理' })).toBeInTheDocument();
});

test('a person sees the back-office entries their permissions open, and loses them when /users/me no longer lists them', async () => {
  const { queryClient } = renderLayout(
    aUser({ roles: ['template_reviewer'], permissions: ['templates.edit', 'templates.read', 'templates.review'] }),
  );
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  const hrefs = () =>
    within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
  await waitFor(() => expect(hrefs()).toEqual(['/', '/items', '/settings', '/admin']));

  serveCurrentUser(aUser({ roles: ['task_operator'], permissions: ['bulk.run', 'tasks.delete', 'tasks.edit', 'tasks.read'] }));
  await queryClient.invalidateQueries({ queryKey: ['currentUser'] });
  await waitFor(() => expect(hrefs()).toEqual(['/', '/items', '/settings', '/admin/video-tasks']));

  serveCurrentUser(aUser({ roles: [], permissions: [] }));
  await queryClient.invalidateQueries({ queryKey: ['currentUser'] });
  await waitFor(() => expect(hrefs()).toEqual(['/', '/items', '/settings']));
});

test('the drawer shows the menu and who is logged in', async () => {
  renderLayout(aUser());
  await screen.findByText('Ann Lee');
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('dialog', { hidden: true });
  expect(within(drawer).getByText('Logged in as: ann@example.com')).toBeInTheDocument();
  expect(within(drawer).getByRole('link', { name: 'Items', hidden: true })).toHaveAttribute('href', '/items');
});

describe('the menu from the live modules', () => {
  const linksOf = async () => {
    // Named in the person's language: the one side menu there is while the drawer is closed.
    const nav = await screen.findByRole('navigation');
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(5));
    return within(nav).getAllByRole('link');
  };

  test("under 'Default' each entry speaks its module's language, and the back office's say they are Chinese", async () => {
    renderLayout(aUser({ is_superuser: true }));
    const links = await linksOf();
    expect(links.map((link) => [link.textContent, link.getAttribute('lang')])).toEqual([
      ['Dashboard', null],
      ['Items', null],
      ['User Settings', null],
      ['视频模板管理', 'zh-CN'],
      ['视频任务管理', 'zh-CN'],
    ]);
  });

  test.each([
    ['en', ['Dashboard', 'Items', 'User Settings', 'Video Templates', 'Video Tasks']],
    ['zh-CN', ['仪表盘', '项目', '用户设置', '视频模板管理', '视频任务管理']],
  ] as const)('a person who chose %s sees every entry in it, none marked', async (language, labels) => {
    setLanguagePreference(language);
    renderLayout(aUser({ is_superuser: true }));
    const links = await linksOf();
    await waitFor(() => expect(links.map((link) => link.textContent)).toEqual(labels));
    expect(links.filter((link) => link.hasAttribute('lang'))).toEqual([]);
  });

  test('a module that is not live has no entry', async () => {
    const { items: _items, ...others } = TEST_MODULES;
    renderLayout(aUser({ is_superuser: true }), '/', others);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(4));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/settings', '/admin', '/admin/video-tasks']);
  });
});
