import { screen, waitFor } from '@testing-library/react';
import { hashKey } from '@tanstack/react-query';
import { clearAccessToken, queryClient, setAccessToken, setRuntimeConfig } from 'shared-ui';
import { callsTo, type recordRequests } from 'shared-ui/testing';
import { renderApp } from '../../../testing/render-app';
import { makeTemplate } from '../../../testing/template-fixtures';
import { serveTemplates } from '../../../testing/templates-handlers';
import { TAB_FILTERS, TABS } from '../../../model/tabs';
import { tabListParams } from '../../model/list-call';
import { templatesQueryOptions } from '../get-templates';
import { prefetchFirstScreen } from '../prefetch-first-screen';

const LIST = 'POST /api/backend/video-template/list';
type RecordedRequest = ReturnType<typeof recordRequests>[number];
const TEMPLATES_AT_ADMIN = {
  templates: {
    name: 'remote-templates',
    displayName: { en: 'Video templates', 'zh-CN': '视频模板' },
    defaultLanguage: 'zh-CN' as const,
    routes: [{ path: '/admin', module: 'App', session: 'signed-in' as const, permission: 'templates.read' as const }],
    menu: [],
  },
};

const pageCalls = (requests: RecordedRequest[]) => callsTo(requests, LIST).filter((request) => !request.url.includes('limit=1&'));
const countCalls = (requests: RecordedRequest[]) => callsTo(requests, LIST).filter((request) => request.url.includes('limit=1&'));
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

function prefetchAt(url: string) {
  setRuntimeConfig({ apiUrl: 'http://api.test', remotes: {}, modules: TEMPLATES_AT_ADMIN });
  const { pathname, search } = new URL(url, 'http://app.test');
  prefetchFirstScreen({ pathname, search });
}

beforeEach(() => setAccessToken('a-token'));
afterEach(() => {
  clearAccessToken();
  queryClient.clear();
});

// Each URL the screen can be opened at, with what its list call must match.
const URLS = [
  '/admin',
  '/admin/templates?template_name=%20cat%20&page=2',
  '/admin/pending?size=20&sort=template_id&order=asc',
  '/admin/published?template_id=7&template_name=ignored',
  '/admin?template_sub_status=%E5%A4%B1%E8%B4%A5&template_sub_status=&template_status=%E5%B7%B2%E7%94%9F%E6%88%90',
  '/admin/generated?sort=nonsense&order=desc&size=7',
];

test.each(URLS)('at %s the prefetched page of rows is the call the screen makes, under the key it reads', async (url) => {
  // Enough rows for the second page of the filtered list, which the screen would otherwise leave for the last one.
  const { requests } = serveTemplates(
    Array.from({ length: 15 }, (_, i) => makeTemplate({ template_name: `cat ${i}`, template_status: '待生成' })),
  );
  prefetchAt(url);
  await settled();
  const prefetched = pageCalls(requests).map((request) => request.url);
  expect(prefetched).toHaveLength(1);
  expect(countCalls(requests)).toHaveLength(TABS.length);

  requests.length = 0;
  const { queryClient: screenClient } = renderApp(url);
  await screen.findByRole('tablist', { name: '模板分类' });
  await waitFor(() => expect(pageCalls(requests)).not.toHaveLength(0));
  await settled();
  expect(pageCalls(requests).map((request) => request.url)).toEqual(prefetched);

  const { pathname, search } = new URL(url, 'http://app.test');
  const last = pathname.split('/').pop();
  const tab = TABS.find((candidate) => candidate.path === last) ?? TABS[0]!;
  const key = hashKey(templatesQueryOptions(tabListParams(new URLSearchParams(search), TAB_FILTERS[tab.id], tab.status)).queryKey);
  const listKeys = screenClient
    .getQueryCache()
    .findAll({ queryKey: ['templates', 'list'] })
    .map((query) => query.queryHash);
  expect(listKeys).toEqual([key]);
});

test.each(['/items', '/admin/video-tasks', '/admin/no-such-screen', '/administrator'])('at %s nothing is asked', async (url) => {
  const { requests } = serveTemplates([]);
  prefetchAt(url);
  await settled();
  expect(callsTo(requests, LIST)).toHaveLength(0);
});

test('signed out, nothing is asked', async () => {
  const { requests } = serveTemplates([]);
  clearAccessToken();
  prefetchAt('/admin');
  await settled();
  expect(callsTo(requests, LIST)).toHaveLength(0);
});

test('without this remote in the live config, nothing is asked', async () => {
  const { requests } = serveTemplates([]);
  setRuntimeConfig({ apiUrl: 'http://api.test', remotes: {} });
  prefetchFirstScreen({ pathname: '/admin', search: '' });
  await settled();
  expect(callsTo(requests, LIST)).toHaveLength(0);
});
