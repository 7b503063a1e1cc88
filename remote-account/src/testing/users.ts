import type { UserMePublic, UserPublic } from '@video-admin/shared-ui/contract';
import { api, apiServer, aUser, recordRequests } from '@video-admin/shared-ui/testing';

/** The signed-in user of the account tests: shared-ui's test user, with a full name of two words. */
export function ann(overrides: Partial<UserMePublic> = {}): UserMePublic {
  return aUser({ full_name: 'Ann Lee', ...overrides });
}

/**
 * The signed-in user's own record: GET /api/v1/users/me answers it and PATCH changes it, as the
 * server does. Returns every request sent from now on; a test answers a call its own way with
 * `apiServer.use(...)`, whose handlers come first.
 */
export function serveMe(user: UserPublic | UserMePublic = ann()) {
  let current: UserMePublic = { permissions: [], ...user };
  const requests = recordRequests();
  apiServer.use(
    api.get('/api/v1/users/me', ({ response }) => response(200).json(current)),
    api.patch('/api/v1/users/me', async ({ request, response }) => {
      const changes = await request.json();
      current = { ...current, ...changes, email: changes.email ?? current.email };
      return response(200).json(current);
    }),
  );
  return { requests };
}
