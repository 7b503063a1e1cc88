import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from 'shared-ui/testing';

// `npm run dev -w remote-items` serves this entry alone, inside shared-ui's harness.
test('the standalone entry asks for a sign-in, then shows the remote at its usual path', async () => {
  const { requests } = mockFetch({
    'POST /api/v1/login/access-token': { body: { access_token: 'standalone-token', token_type: 'bearer' } },
    'GET /api/v1/users/me': { body: { id: 'u1', email: 'admin@example.com', full_name: 'Admin', is_active: true, is_superuser: true } },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.innerHTML = '<div id="root"></div>';
  window.history.pushState({}, '', '/items');

  await act(async () => {
    await import('../bootstrap');
  });

  expect(await screen.findByText('Standalone development')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/Email/), 'admin@example.com');
  await userEvent.type(screen.getByLabelText(/Password/), 'changethis');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  expect(window.localStorage.getItem('access_token')).toBe('standalone-token');
  expect(window.location.pathname).toBe('/items');
  expect(screen.queryByText('Standalone development')).not.toBeInTheDocument();
  expect(requests[0]?.body).toBe('username=admin%40example.com&password=changethis');
});
