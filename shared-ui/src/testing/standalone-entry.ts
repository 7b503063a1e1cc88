import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from './mock-fetch';

export interface StandaloneEntryCase {
  /** The remote's usual path, where its standalone server opens it. */
  path: string;
  /** Imports the remote's bootstrap module, which renders into #root. */
  loadEntry: () => Promise<unknown>;
}

/**
 * The test each remote runs on its standalone entry (what `npm run dev -w <remote>` serves inside
 * the harness): it asks for a sign-in, then shows the remote at its usual path.
 */
export function testStandaloneEntry({ path, loadEntry }: StandaloneEntryCase): void {
  test('the standalone entry asks for a sign-in, then shows the remote at its usual path', async () => {
    const { requests } = mockFetch({
      'POST /api/v1/login/access-token': { body: { access_token: 'standalone-token', token_type: 'bearer' } },
      'GET /api/v1/users/me': { body: { id: 'u1', email: 'admin@example.com', full_name: 'Admin', is_active: true, is_superuser: true } },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div id="root"></div>';
    window.history.pushState({}, '', path);

    await act(async () => {
      await loadEntry();
    });

    expect(await screen.findByText('Standalone development')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Email/), 'admin@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'changethis');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(window.localStorage.getItem('access_token')).toBe('standalone-token');
    expect(window.location.pathname).toBe(path);
    expect(screen.queryByText('Standalone development')).not.toBeInTheDocument();
    expect(requests[0]?.body).toBe('username=admin%40example.com&password=changethis');
  });
}
