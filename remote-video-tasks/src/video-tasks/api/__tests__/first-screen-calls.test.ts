import { http } from '@video-admin/shared-ui';
import { getVideoTaskStats } from '../get-video-task-stats';
import { getVideoTasks } from '../get-video-tasks';
// The calls the build declares for the page to start early (the webpack config reads this file).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FIRST_SCREEN_CALLS } = require('../../../../first-screen-calls.cjs') as { FIRST_SCREEN_CALLS: { method: string; path: string }[] };

test('the calls the page starts early are those the first screen makes: page 1 in its own order, and the counts', async () => {
  const made: { method: string; path: string }[] = [];
  jest.spyOn(http, 'get').mockImplementation((path, options) => {
    const query = new URLSearchParams(options?.searchParams as URLSearchParams).toString();
    made.push({ method: 'GET', path: query ? `${path}?${query}` : path });
    return Promise.resolve({});
  });
  // No filter, page 1, the list's own order.
  await getVideoTasks({}, 1);
  await getVideoTaskStats({});
  expect(FIRST_SCREEN_CALLS).toEqual(made);
});
