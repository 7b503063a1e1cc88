import { mockFetch, type RecordedRequest } from 'shared-ui/testing';
import type { Item } from '../items/api/items-api';

export function anItem(index: number, overrides: Partial<Item> = {}): Item {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    title: `Item ${index}`,
    description: `Description ${index}`,
    owner_id: 'owner-1',
    ...overrides,
  };
}

/**
 * A small in-memory /api/v1/items for component tests: lists honour skip and limit, and
 * create, update and delete change what the next list returns.
 */
export function mockItemsApi(initial: Item[] = []) {
  const items = [...initial];
  let next = initial.length + 1;
  const find = (request: RecordedRequest) => items.findIndex((item) => request.url.endsWith(`/${item.id}`));
  const byId = (method: string) => (request: RecordedRequest) => {
    const index = find(request);
    if (index < 0) return { status: 404, body: { detail: 'Item not found' } };
    if (method === 'DELETE') {
      items.splice(index, 1);
      return { body: { message: 'Item deleted successfully' } };
    }
    items[index] = { ...items[index]!, ...(JSON.parse(request.body) as Partial<Item>) };
    return { body: items[index] };
  };
  const routes: Parameters<typeof mockFetch>[0] = {
    'GET /api/v1/items/': (request) => {
      const params = new URL(request.url, 'http://api.test').searchParams;
      const skip = Number(params.get('skip'));
      const limit = Number(params.get('limit'));
      return { body: { data: items.slice(skip, skip + limit), count: items.length } };
    },
    'POST /api/v1/items/': (request) => {
      const created = anItem(next++, JSON.parse(request.body) as Partial<Item>);
      items.unshift(created);
      return { body: created };
    },
  };
  for (const item of initial) {
    routes[`PUT /api/v1/items/${item.id}`] = byId('PUT');
    routes[`DELETE /api/v1/items/${item.id}`] = byId('DELETE');
  }
  const fetch = mockFetch(routes);
  const lists = () => fetch.requests.filter((r) => r.method === 'GET').map((r) => r.url);
  return { ...fetch, items, lists };
}
