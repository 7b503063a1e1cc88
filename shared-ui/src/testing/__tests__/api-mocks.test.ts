import { setRuntimeConfig } from '../../config/runtime-config';
import { http } from '../../http/api-client';
import { api, apiServer, recordRequests } from '../api-mocks';

beforeEach(() => setRuntimeConfig({ apiUrl: 'http://api.test', remotes: {} }));

test('answers a call with the handler given for its path and records what was sent', async () => {
  const requests = recordRequests();
  apiServer.use(
    api.post('/api/v1/items/', async ({ request, response }) => {
      const body = await request.json();
      return response(200).json({ id: 'i1', owner_id: 'o1', created_at: '2026-11-25T00:00:00Z', title: body.title, description: null });
    }),
  );

  await expect(http.post('/api/v1/items/', { json: { title: 'T' } })).resolves.toMatchObject({ id: 'i1', title: 'T' });
  expect(requests).toMatchObject([{ method: 'POST', url: '/api/v1/items/', body: '{"title":"T"}' }]);
});

test('a call no handler answers fails the test instead of reaching the network', async () => {
  await expect(http.get('/api/v1/items/?skip=0&limit=5')).rejects.toThrow();
});
