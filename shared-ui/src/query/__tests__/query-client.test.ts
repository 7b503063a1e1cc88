import { ApiError } from '../../http/api-error';
import { getAccessToken, setAccessToken } from '../../session/token-store';
import { createQueryClient } from '../query-client';

test.each([401, 403])('a query failing with %i logs out and clears the cache', async (status) => {
  const client = createQueryClient();
  setAccessToken('tok');
  client.setQueryData(['items'], ['cached']);

  await client
    .fetchQuery({ queryKey: ['currentUser'], queryFn: () => Promise.reject(new ApiError('u', status, '', {})), retry: false })
    .catch(() => undefined);

  expect(getAccessToken()).toBeNull();
  expect(client.getQueryData(['items'])).toBeUndefined();
});

test('a mutation failing with 403 logs out; a 404 does not', async () => {
  const client = createQueryClient();
  setAccessToken('tok');

  const run = (status: number) =>
    client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(new ApiError('u', status, '', {})) })
      .execute(undefined)
      .catch(() => undefined);

  await run(404);
  expect(getAccessToken()).toBe('tok');
  await run(403);
  expect(getAccessToken()).toBeNull();
});
