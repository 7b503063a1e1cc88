import { screen } from '@testing-library/react';
import { testStandaloneEntry } from '@video-admin/shared-ui/testing';
import { ADMIN, aUserRow, serveUsers } from '../testing/users-handlers';

// `npm run dev -w remote-users` serves this entry alone, inside shared-ui's harness.
testStandaloneEntry({
  path: '/admin/users',
  loadEntry: () => import('../bootstrap'),
  serve: () => void serveUsers([ADMIN, aUserRow(5, { email: 'standalone@example.com' })]),
  expectRemote: async () => {
    expect(await screen.findByRole('heading', { name: '用户管理' })).toBeInTheDocument();
    expect(await screen.findByText('standalone@example.com')).toBeInTheDocument();
  },
});
