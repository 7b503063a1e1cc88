import type { UserPublic } from '@video-admin/shared-ui/contract';
import { api, apiServer, aUser, recordRequests, serveCurrentUser } from '@video-admin/shared-ui/testing';
import type { AuditEntry } from '../audit/model/audit-entry';

/** The signed-in superuser of these tests. */
export const ADMIN = aUser({ id: 'admin', email: 'admin@example.com', full_name: 'Admin', is_superuser: true });

export function aUserRow(index: number, overrides: Partial<UserPublic> = {}): UserPublic {
  return {
    id: `u${index}`,
    email: `user${index}@example.com`,
    full_name: `User ${index}`,
    is_active: true,
    is_superuser: false,
    created_at: '2026-11-22T08:15:00Z',
    last_login_at: null,
    roles: [],
    ...overrides,
  };
}

/**
 * /api/v1/users over an in-memory table, as the server answers it: lists honour skip, limit, q
 * (a part of the e-mail or name, any case) and role; create, update and delete change what the
 * next list returns, and the last active superuser is kept as the server keeps it. The signed-in
 * user is ADMIN unless `me` says otherwise.
 */
export function serveUsers(initial: UserPublic[] = [ADMIN], me: UserPublic = ADMIN) {
  const users = [...initial];
  const requests = recordRequests();
  serveCurrentUser({ ...me, permissions: me.is_superuser ? ['users.manage'] : [] } as UserPublic);
  const activeSuperusers = () => users.filter((user) => user.is_active && user.is_superuser).length;
  const indexOf = (id: string) => users.findIndex((user) => user.id === id);
  apiServer.use(
    // The person's saved views of the lists: none (the views bar's own tests are in shared-ui).
    api.get('/api/v1/users/me/views/', ({ response }) => response(200).json({ data: [], count: 0 })),
    api.get('/api/v1/users/', ({ query, response }) => {
      const skip = Number(query.get('skip'));
      const limit = Number(query.get('limit'));
      const q = query.get('q')?.toLowerCase();
      const role = query.get('role');
      const matching = users.filter(
        (user) =>
          (!q || user.email.toLowerCase().includes(q) || (user.full_name ?? '').toLowerCase().includes(q)) &&
          (!role || user.roles.includes(role as UserPublic['roles'][number])),
      );
      return response(200).json({ data: matching.slice(skip, skip + limit), count: matching.length });
    }),
    api.post('/api/v1/users/', async ({ request, response }) => {
      const body = (await request.json()) as Partial<UserPublic>;
      const created = aUserRow(users.length + 100, { ...body, full_name: body.full_name ?? null });
      delete (created as { password?: string }).password;
      delete (created as { invite?: boolean }).invite;
      users.unshift(created);
      return response(200).json(created);
    }),
    api.patch('/api/v1/users/{user_id}', async ({ params, request, response }) => {
      const index = indexOf(params.user_id);
      if (index < 0) return response(404).json({ detail: 'The user with this id does not exist in the system' });
      const changes = (await request.json()) as Partial<UserPublic>;
      const user = users[index]!;
      const endsSuperuser = user.is_active && user.is_superuser && (changes.is_superuser === false || changes.is_active === false);
      if (endsSuperuser && activeSuperusers() <= 1)
        return response(400).json({ detail: 'The last active superuser cannot be demoted or deactivated' });
      users[index] = { ...user, ...changes } as UserPublic;
      return response(200).json(users[index]);
    }),
    api.delete('/api/v1/users/{user_id}', ({ params, response }) => {
      const index = indexOf(params.user_id);
      if (index < 0) return response(404).json({ detail: 'The user with this id does not exist in the system' });
      const user = users[index]!;
      if (user.id === me.id) return response(403).json({ detail: 'Super users are not allowed to delete themselves' });
      if (user.is_active && user.is_superuser && activeSuperusers() <= 1)
        return response(400).json({ detail: 'The last active superuser cannot be deleted' });
      users.splice(index, 1);
      return response(200).json({ message: 'User deleted successfully' });
    }),
  );
  /** The list calls' URLs, the superuser count's aside. */
  const lists = () =>
    requests
      .filter((request) => request.method === 'GET' && request.url.startsWith('/api/v1/users/?') && !request.url.includes('limit=1000'))
      .map((request) => request.url);
  return { users, requests, lists };
}

export function anAuditEntry(index: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `audit:${index}`,
    at: '2026-11-27T08:00:00Z',
    actor: 'admin@example.com',
    kind: 'user.create',
    target: `user:user${index}@example.com`,
    target_exists: false,
    summary: JSON.stringify({ email: `user${index}@example.com`, roles: ['template_reviewer'] }),
    source: 'audit',
    ...overrides,
  };
}

/** GET /api/v1/audit/ answering `entries` a page at a time; `calls()` are its URLs. */
export function serveAudit(entries: AuditEntry[] = []) {
  const requests = recordRequests();
  apiServer.use(
    api.get('/api/v1/users/me/views/', ({ response }) => response(200).json({ data: [], count: 0 })),
    api.get('/api/v1/audit/', ({ query, response }) => {
      const skip = Number(query.get('skip'));
      const limit = Number(query.get('limit'));
      return response(200).json({ data: entries.slice(skip, skip + limit), count: entries.length });
    }),
  );
  return { requests, calls: () => requests.filter((request) => request.url.startsWith('/api/v1/audit/')).map((request) => request.url) };
}
