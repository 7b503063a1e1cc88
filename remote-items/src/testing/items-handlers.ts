import type { ItemPublic } from '@video-admin/shared-ui/contract';
import { api, apiServer, recordRequests } from '@video-admin/shared-ui/testing';

const NOT_FOUND = { detail: 'Item not found' };

export function anItem(index: number, overrides: Partial<ItemPublic> = {}): ItemPublic {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    title: `Item ${index}`,
    description: `Description ${index}`,
    owner_id: '00000000-0000-4000-8000-0000000000aa',
    created_at: '2026-11-22T08:15:00Z',
    ...overrides,
  };
}

/**
 * /api/v1/items over an in-memory table for component tests: lists honour skip and limit, and
 * create, update and delete change what the next list returns. `requests` records every request
 * and `lists()` the URLs of the list calls; a test answers a call its own way with
 * `apiServer.use(...)`, whose handlers come first.
 */
export function serveItems(initial: ItemPublic[] = []) {
  const items = [...initial];
  let next = initial.length + 1;
  const requests = recordRequests();
  const indexOf = (id: string) => items.findIndex((item) => item.id === id);

  apiServer.use(
    api.get('/api/v1/items/', ({ query, response }) => {
      const skip = Number(query.get('skip'));
      const limit = Number(query.get('limit'));
      return response(200).json({ data: items.slice(skip, skip + limit), count: items.length });
    }),
    api.post('/api/v1/items/', async ({ request, response }) => {
      const created = anItem(next++, { ...(await request.json()) });
      items.unshift(created);
      return response(200).json(created);
    }),
    api.put('/api/v1/items/{id}', async ({ params, request, response }) => {
      const index = indexOf(params.id);
      if (index < 0) return response(404).json(NOT_FOUND);
      const item = items[index]!;
      const changes = await request.json();
      items[index] = { ...item, ...changes, title: changes.title ?? item.title };
      return response(200).json(items[index]);
    }),
    api.delete('/api/v1/items/{id}', ({ params, response }) => {
      const index = indexOf(params.id);
      if (index < 0) return response(404).json(NOT_FOUND);
      items.splice(index, 1);
      return response(200).json({ message: 'Item deleted successfully' });
    }),
  );
  const lists = () => requests.filter((request) => request.method === 'GET').map((request) => request.url);
  return { items, requests, lists };
}
