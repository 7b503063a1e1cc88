import type { UserPublic } from 'shared-ui';

/** A user as GET /api/v1/users/me returns it, for component tests. */
export function aUser(overrides: Partial<UserPublic> = {}): UserPublic {
  return {
    id: '5f0c1a52-4f7e-4a2e-9d3c-0b7e2a1c9f10',
    email: 'ann@example.com',
    full_name: 'Ann Lee',
    is_active: true,
    is_superuser: false,
    ...overrides,
  };
}
