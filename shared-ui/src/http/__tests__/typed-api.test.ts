import { setRuntimeConfig } from '../../config/runtime-config';
import { api as mocks, apiServer, recordRequests } from '../../testing/api-mocks';
import { api, fillPath } from '../typed-api';

beforeEach(() => setRuntimeConfig({ apiUrl: 'http://api.test', remotes: {} }));

test('a typed call sends its query and answers the operation’s body', async () => {
  const requests = recordRequests();
  apiServer.use(mocks.get('/api/v1/items/', ({ response }) => response(200).json({ data: [], count: 0 })));

  const page = await api.get('/api/v1/items/', { query: { skip: 20, limit: 10 } });

  expect(page.count).toBe(0);
  expect(requests[0]?.url).toBe('/api/v1/items/?skip=20&limit=10');
});

test('path values are filled in and encoded, and a missing one is refused before any call', async () => {
  const requests = recordRequests();
  apiServer.use(mocks.delete('/api/v1/items/{id}', ({ response }) => response(200).json({ message: 'Item deleted successfully' })));

  await api.delete('/api/v1/items/{id}', { path: { id: 'a b/c' } });

  expect(requests[0]?.url).toBe('/api/v1/items/a%20b%2Fc');
  expect(() => fillPath('/api/v1/items/{id}', {})).toThrow('no value for {id}');
});

test('the body is sent as JSON', async () => {
  apiServer.use(
    mocks.post('/api/v1/items/', async ({ request, response }) => {
      const body = (await request.json()) as { title: string };
      return response(200).json({ id: 'i1', title: body.title, description: null, owner_id: 'u1', created_at: '2026-11-28T00:00:00Z' });
    }),
  );

  await expect(api.post('/api/v1/items/', { json: { title: 'Hello' } })).resolves.toMatchObject({ title: 'Hello' });
});

// The type check is the test here: each marked line below must stay an error (tsc fails on an
// unused expect-error mark), so a route or field the server does not have never compiles.
export function typeErrors() {
  // @ts-expect-error a route the server does not have
  void api.get('/api/v1/no-such-route/');
  // @ts-expect-error a method the route does not answer
  void api.patch('/api/v1/items/');
  // @ts-expect-error a route with a path value called without it
  void api.get('/api/v1/items/{id}');
  // @ts-expect-error a query field the operation does not take
  void api.get('/api/v1/items/', { query: { skip: 0, limit: 1, colour: 'red' } });
  void api.get('/api/v1/items/', { query: { skip: 0, limit: 1 } }).then((page) => {
    // @ts-expect-error a field the answer does not have
    return page.total;
  });
}
