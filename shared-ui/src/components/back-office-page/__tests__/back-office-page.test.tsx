import { screen } from '@testing-library/react';
import { aUser, serveCurrentUser } from '../../../testing/current-user';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BackOfficePage } from '../back-office-page';

function renderPage() {
  return renderWithProviders(
    <BackOfficePage
      title="用户管理"
      lang="zh-CN"
      permission="users.manage"
      loading={<p>加载中</p>}
      failed={(error) => <p>failed: {error.message}</p>}
      denied={<p>无权访问</p>}
    >
      <p>the list</p>
    </BackOfficePage>,
  );
}

test('the title is the h1, in the screen’s language, and the content shows for whoever holds the permission', async () => {
  serveCurrentUser(aUser({ is_superuser: false, permissions: ['users.manage'] }));
  renderPage();
  const heading = screen.getByRole('heading', { level: 1, name: '用户管理' });
  expect(heading.closest('[lang]')).toHaveAttribute('lang', 'zh-CN');
  expect(await screen.findByText('the list')).toBeInTheDocument();
});

test('anyone without the permission sees the title and the denial, never the content', async () => {
  serveCurrentUser(aUser({ is_superuser: false, permissions: ['templates.read'] }));
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: '用户管理' })).toBeInTheDocument();
  expect(await screen.findByText('无权访问')).toBeInTheDocument();
  expect(screen.queryByText('the list')).not.toBeInTheDocument();
});
