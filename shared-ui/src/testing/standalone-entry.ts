import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from './current-user';
import { api, apiServer, HttpResponse, plainHttp, recordRequests } from './api-mocks';

export interface StandaloneEntryCase {
  /** The remote's usual path, where its standalone server opens it. */
  path: string;
  /** Imports the remote's bootstrap module, which renders into #root. */
  loadEntry: () => Promise<unknown>;
  /** Answers the calls the remote's first screen makes (with `apiServer.use`), inside the test. */
  serve: () => void;
  /** Waits for what the remote itself shows at `path` once signed in. */
  expectRemote: () => Promise<void>;
}

/**
 * The test each remote runs on its standalone entry (what `npm run dev -w <remote>` serves inside
 * the harness): it asks for a sign-in, then shows the remote's own screen at its usual path, and
 * nothing is logged as an error on the way.
 */
export function testStandaloneEntry({ path, loadEntry, serve, expectRemote }: StandaloneEntryCase): void {
  test('the standalone entry asks for a sign-in, then shows the remote at its usual path', async () => {
    const errors = jest.spyOn(console, 'error');
    const requests = recordRequests();
    apiServer.use(
      plainHttp.get('*/config.json', () => HttpResponse.json({ apiUrl: '', remotes: {} })),
      api.post('/api/v1/login/access-token', ({ response }) =>
        response(200).json({ access_token: 'standalone-token', token_type: 'bearer' }),
      ),
      api.get('/api/v1/users/me', ({ response }) =>
        response(200).json(aUser({ email: 'admin@example.com', full_name: 'Admin', is_superuser: true })),
      ),
    );
    serve();
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
    await expectRemote();
    expect(window.localStorage.getItem('access_token')).toBe('standalone-token');
    expect(window.location.pathname).toBe(path);
    expect(screen.queryByText('Standalone development')).not.toBeInTheDocument();
    const login = requests.find((request) => request.url === '/api/v1/login/access-token');
    expect(login?.body).toBe('username=admin%40example.com&password=changethis');
    expect(errors).not.toHaveBeenCalled();
  });
}
