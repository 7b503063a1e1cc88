import { waitFor } from '@testing-library/react';
import { setAccessToken } from '@video-admin/shared-ui';
import { aUser, callsTo, recordRequests, renderWithProviders, serveCurrentUser } from '@video-admin/shared-ui/testing';
import { CHANGES_PATH, OWN_RIGHTS_PATH } from '../change-stream';
import { serveChangeStream } from '../testing';
import { useOwnRightsRefresh } from '../use-own-rights-refresh';

function KeepsRightsCurrent() {
  useOwnRightsRefresh();
  return null;
}

beforeEach(() => setAccessToken('token-1'));

test('a person who reads no screen listens to their own rights, and a change fetches /users/me again', async () => {
  serveCurrentUser(aUser({ roles: [], permissions: [] }));
  const own = serveChangeStream(OWN_RIGHTS_PATH);
  const screens = serveChangeStream(CHANGES_PATH);
  const requests = recordRequests();
  const { unmount } = renderWithProviders(<KeepsRightsCurrent />);
  await waitFor(() => expect(own.openConnections()).toBe(1));
  expect(screens.connections()).toHaveLength(0);
  const before = callsTo(requests, 'GET /api/v1/users/me').length;

  own.send({ kind: 'user', op: 'updated', id: 'u1' });
  await waitFor(() => expect(callsTo(requests, 'GET /api/v1/users/me').length).toBe(before + 1));
  unmount();
  await waitFor(() => expect(own.openConnections()).toBe(0));
});

test('a person who reads templates hears it on the back office stream and opens no second one', async () => {
  serveCurrentUser(aUser({ roles: ['template_reviewer'], permissions: ['templates.read'] }));
  const own = serveChangeStream(OWN_RIGHTS_PATH);
  const screens = serveChangeStream(CHANGES_PATH);
  const requests = recordRequests();
  const { unmount } = renderWithProviders(<KeepsRightsCurrent />);
  await waitFor(() => expect(screens.openConnections()).toBe(1));
  const before = callsTo(requests, 'GET /api/v1/users/me').length;

  screens.send({ kind: 'user', op: 'updated', id: 'u1' });
  await waitFor(() => expect(callsTo(requests, 'GET /api/v1/users/me').length).toBe(before + 1));
  expect(own.connections()).toHaveLength(0);
  unmount();
  await waitFor(() => expect(screens.openConnections()).toBe(0));
});
