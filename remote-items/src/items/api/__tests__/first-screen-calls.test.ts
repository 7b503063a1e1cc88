import { http } from '@video-admin/shared-ui';
import { getItems } from '../get-items';
// The call the build declares for the page to start early (the webpack config reads this file).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FIRST_SCREEN_CALLS } = require('../../../../first-screen-calls.cjs') as { FIRST_SCREEN_CALLS: { method: string; path: string }[] };

test('the call the page starts early is the one the first screen makes: page 1', async () => {
  const made: { method: string; path: string }[] = [];
  jest.spyOn(http, 'get').mockImplementation((path, options) => {
    made.push({ method: 'GET', path: `${path}?${new URLSearchParams(options?.searchParams as Record<string, string>)}` });
    return Promise.resolve({ data: [], count: 0 });
  });
  await getItems(1);
  expect(FIRST_SCREEN_CALLS).toEqual(made);
});
