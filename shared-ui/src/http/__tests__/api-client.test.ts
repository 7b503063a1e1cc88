import { setRuntimeConfig } from '../../config/runtime-config';
import { setAccessToken } from '../../session/token-store';
import { api, apiServer, HttpResponse, plainHttp, recordRequests } from '../../testing/api-mocks';
import { http } from '../api-client';
import { ApiError, errorDetail } from '../api-error';

beforeEach(() => setRuntimeConfig({ apiUrl: 'http://api.test', remotes: {} }));

test('resolves paths against the configured API and sends the bearer token', async () => {
  const requests = recordRequests();
  apiServer.use(api.get('/api/v1/users/me', ({ response }) => response.untyped(HttpResponse.json({ email: 'a@b.co' }))));
  setAccessToken('tok-1');

  await expect(http.get('/api/v1/users/me')).resolves.toEqual({ email: 'a@b.co' });

  expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok-1');
});

test('turns a 422 into ApiError "Validation Error" whose first msg is the detail shown', async () => {
  const body = { detail: [{ loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error' }] };
  apiServer.use(api.post('/api/v1/users/signup', ({ response }) => response(422).json(body)));

  const error = await http.post('/api/v1/users/signup', { json: {} }).catch((e: unknown) => e);

  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 422, message: 'Validation Error', url: 'http://api.test/api/v1/users/signup', body });
  expect(errorDetail(error)).toBe('value is not a valid email address');
});

test('names standard statuses and keeps a string detail', async () => {
  apiServer.use(api.get('/api/v1/items/{id}', ({ response }) => response(404).json({ detail: 'Item not found' })));

  const error = await http.get('/api/v1/items/x').catch((e: unknown) => e);

  expect(error).toMatchObject({ status: 404, message: 'Not Found' });
  expect(errorDetail(error)).toBe('Item not found');
});

test("an error's url carries the query the request was sent with", async () => {
  apiServer.use(plainHttp.get('*/api/v1/items/', () => HttpResponse.json({ detail: 'Internal Server Error' }, { status: 500 })));

  const error = await http.get('/api/v1/items/', { searchParams: { skip: 20, limit: 10 } }).catch((e: unknown) => e);

  expect(error).toMatchObject({ status: 500, url: 'http://api.test/api/v1/items/?skip=20&limit=10' });
});

test('falls back to the generic text when there is no detail', () => {
  expect(errorDetail(new Error('boom'))).toBe('Something went wrong.');
  expect(errorDetail(new ApiError('u', 500, 'Internal Server Error', 'oops'))).toBe('Something went wrong.');
});

test('an unknown status gets a generic message with status and body', () => {
  expect(new ApiError('u', 418, "I'm a teapot", { a: 1 }).message).toBe(
    'Generic Error: status: 418; status text: I\'m a teapot; body: {"a":1}',
  );
});

test('a cancelled request raises "Request aborted"', async () => {
  apiServer.use(plainHttp.get('*/slow', () => new Promise<never>(() => undefined)));
  const controller = new AbortController();
  const pending = http.get('/slow', { signal: controller.signal }).catch((e: unknown) => e);
  controller.abort();
  await expect(pending).resolves.toMatchObject({ message: 'Request aborted' });
});
