import type { UserMePublic, UserPublic } from '../api/contract';
import { api, apiServer } from './api-mocks';

/**
 * A user as GET /users/me returns one (other user answers are the same without `permissions`):
 * an active, ordinary account without roles or permissions unless `overrides` say otherwise.
 */
export function aUser(overrides: Partial<UserMePublic> = {}): UserMePublic {
  return {
    id: 'u1',
    email: 'ann@example.com',
    full_name: 'Ann',
    is_active: true,
    is_superuser: false,
    created_at: '2026-11-22T08:15:00Z',
    last_login_at: null,
    roles: [],
    permissions: [],
    ...overrides,
  };
}

/**
 * Answers GET /api/v1/users/me with `user` (without permissions unless it has some) for the rest of
 * the test, and GET /api/v1/view-as (which the signed-in shell asks too) with null: the session
 * views the product as no one.
 */
export function serveCurrentUser(user: UserPublic | UserMePublic): void {
  const me: UserMePublic = { permissions: [], ...user };
  apiServer.use(
    api.get('/api/v1/users/me', ({ response }) => response(200).json(me)),
    api.get('/api/v1/view-as', ({ response }) => response(200).json(null)),
    // The signed-in shell asks whether a superuser's or a role holder's role requires two-step sign-in: not here.
    api.get('/api/v1/users/me/two-factor', ({ response }) =>
      response(200).json({ enabled: false, required: false, recovery_codes_left: 0 }),
    ),
  );
}
