import type { UserPublic } from '../api/contract';
import { api, apiServer } from './api-mocks';

/** A user as the API returns one: an active, ordinary account unless `overrides` say otherwise. */
export function aUser(overrides: Partial<UserPublic> = {}): UserPublic {
  return {
    id: 'u1',
    email: 'ann@example.com',
    full_name: 'Ann',
    is_active: true,
    is_superuser: false,
    created_at: '2026-11-22T08:15:00Z',
    ...overrides,
  };
}

/** Answers GET /api/v1/users/me with `user` for the rest of the test. */
export function serveCurrentUser(user: UserPublic): void {
  apiServer.use(api.get('/api/v1/users/me', ({ response }) => response(200).json(user)));
}
