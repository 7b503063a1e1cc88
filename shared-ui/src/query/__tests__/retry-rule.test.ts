import { ApiError } from '../../http/api-error';
import { createQueryClient, RETRY_DELAY_MS, shouldRetry } from '../query-client';

const apiError = (status: number) => new ApiError('u', status, '', {});

test.each([400, 404, 409, 422])('a %i is not retried', (status) => {
  expect(shouldRetry(0, apiError(status))).toBe(false);
});

test.each([
  ['a 500', apiError(500)],
  ['a 503', apiError(503)],
  ['a dropped connection', new TypeError('Failed to fetch')],
])('%s is retried once, then given up', (_, error) => {
  expect([0, 1].map((failures) => shouldRetry(failures, error))).toEqual([true, false]);
});

test('a failing query gives up within a second: one retry, half a second later', async () => {
  // The clock is jest's, so the rule is measured, not the machine's load.
  jest.useFakeTimers();
  try {
    const client = createQueryClient();
    const queryFn = jest.fn().mockRejectedValue(apiError(500));
    const settled = jest.fn();
    const fetching = client.fetchQuery({ queryKey: ['retry-rule-500'], queryFn }).catch((error: unknown) => {
      settled(error);
    });

    await jest.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await fetching;
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
    expect(RETRY_DELAY_MS).toBeLessThan(1000);
  } finally {
    jest.useRealTimers();
  }
});

test("the app's queries use the rule: a 503 then a success shows the data after one more call", async () => {
  const client = createQueryClient();
  const queryFn = jest.fn().mockRejectedValueOnce(apiError(503)).mockResolvedValueOnce('data');

  await expect(client.fetchQuery({ queryKey: ['retry-rule'], queryFn, retryDelay: 0 })).resolves.toBe('data');
  expect(queryFn).toHaveBeenCalledTimes(2);
});

test("the app's queries give up at once on a 404", async () => {
  const client = createQueryClient();
  const queryFn = jest.fn().mockRejectedValue(apiError(404));

  await expect(client.fetchQuery({ queryKey: ['retry-rule-404'], queryFn, retryDelay: 0 })).rejects.toMatchObject({ status: 404 });
  expect(queryFn).toHaveBeenCalledTimes(1);
});
