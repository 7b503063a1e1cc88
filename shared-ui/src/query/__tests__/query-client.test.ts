import { QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
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

describe('a 403 for a right the person lacks', () => {
  const lacksRight = () =>
    new ApiError('u', 403, 'Forbidden', { detail: "The user doesn't have enough privileges", missing_permission: 'templates.read' });

  test('from a query: stays signed in, keeps the cache, and asks /users/me again', async () => {
    const client = createQueryClient();
    setAccessToken('tok');
    client.setQueryData(['items'], ['cached']);
    const me = jest.fn().mockResolvedValue({ email: 'a@b.co', permissions: [] });
    // Watched, as the layout's menu watches it.
    const unsubscribe = new QueryObserver(client, { queryKey: ['currentUser'], queryFn: me }).subscribe(() => {});
    await waitFor(() => expect(me).toHaveBeenCalledTimes(1));

    const refused = await client
      .fetchQuery({ queryKey: ['templates'], queryFn: () => Promise.reject(lacksRight()), retry: false })
      .catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(ApiError);
    expect(getAccessToken()).toBe('tok');
    expect(client.getQueryData(['items'])).toEqual(['cached']);
    await waitFor(() => expect(me).toHaveBeenCalledTimes(2));
    unsubscribe();
  });

  test('from a mutation: stays signed in; a refused credential after it still logs out', async () => {
    const client = createQueryClient();
    setAccessToken('tok');
    const run = (error: ApiError) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(error) })
        .execute(undefined)
        .catch(() => undefined);

    await run(lacksRight());
    expect(getAccessToken()).toBe('tok');
    await run(new ApiError('u', 403, 'Forbidden', { detail: 'Could not validate credentials' }));
    expect(getAccessToken()).toBeNull();
  });
});
