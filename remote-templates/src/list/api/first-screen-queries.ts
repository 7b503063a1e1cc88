import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '@video-admin/shared-ui';
import { hasEarlyAnswers } from '@video-admin/shared-ui/lists';
import { TEMPLATE_STATUSES } from '../../model/template';
import type { TemplateListParams } from '../../model/template-list';
import { templateCountQueryOptions } from './get-template-count';
import { templatesQueryOptions } from './get-templates';

/** The 全部模板 tab opened with nothing in its URL: page 1 at the default size, in the server's own order. */
export const FIRST_PAGE: TemplateListParams = { filters: {}, sort: undefined, page: 1, pageSize: 10 };

/**
 * How long the screen's first render waits for its first answers: about what the rows' own render
 * would come later without them, so a slow server never holds the layout and the tabs back longer.
 */
export const FIRST_DATA_WAIT_MS = 150;

/** The tabs whose counts the screen shows: every template, then each status. */
const COUNTED = [undefined, ...TEMPLATE_STATUSES];

/** The keys of the queries of the calls the page starts early (first-screen-calls.cjs): the first page, then each tab's count. */
export function firstScreenQueryKeys(): QueryKey[] {
  return [templatesQueryOptions(FIRST_PAGE).queryKey, ...COUNTED.map((status) => templateCountQueryOptions(status).queryKey)];
}

/**
 * On a fresh load whose page started the list's first calls, asks for their queries before the
 * screen's first render (the answers are the page's, arriving as the code does), so the rows come
 * with that render instead of one render per answer after it. Anywhere else (a menu entry pointed
 * at, a later visit) it asks nothing.
 */
export function prefetchFirstScreen(): Promise<unknown> {
  if (!hasEarlyAnswers()) return Promise.resolve();
  const answered = Promise.all([
    queryClient.prefetchQuery(templatesQueryOptions(FIRST_PAGE)),
    ...COUNTED.map((status) => queryClient.prefetchQuery(templateCountQueryOptions(status))),
  ]);
  return Promise.race([answered, new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]);
}
