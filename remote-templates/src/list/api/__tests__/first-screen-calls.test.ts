import { http } from '@video-admin/shared-ui';
import { TEMPLATE_STATUSES } from '../../../model/template';
import { FIRST_PAGE } from '../first-screen-queries';
import { getTemplateCount } from '../get-template-count';
import { getTemplates } from '../get-templates';
// The calls the build declares for the page to start early (the webpack config reads this file).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FIRST_SCREEN_CALLS } = require('../../../../first-screen-calls.cjs') as { FIRST_SCREEN_CALLS: { method: string; path: string }[] };

test('the calls the page starts early are those the first screen makes: the first page, then each tab’s count', async () => {
  const made: { method: string; path: string }[] = [];
  jest.spyOn(http, 'post').mockImplementation((path, options) => {
    made.push({ method: 'POST', path: `${path}?${new URLSearchParams(options?.searchParams as URLSearchParams)}` });
    return Promise.resolve({ data: [], count: 0 });
  });
  // The 全部模板 tab opened with no query: page 1 at the default size, the server's own order.
  await getTemplates(FIRST_PAGE);
  for (const status of [undefined, ...TEMPLATE_STATUSES]) await getTemplateCount(status);
  expect(FIRST_SCREEN_CALLS).toEqual(made);
});
