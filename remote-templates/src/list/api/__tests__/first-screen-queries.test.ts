import { hashKey } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { queryClient } from '@video-admin/shared-ui';
import { renderApp } from '../../../testing/render-app';
import { makeTemplate } from '../../../testing/template-fixtures';
import { serveTemplates } from '../../../testing/templates-handlers';
import { templateKeys } from '../../../api/template-keys';
import { FIRST_DATA_WAIT_MS, firstScreenQueryKeys, prefetchFirstScreen } from '../first-screen-queries';

afterEach(() => {
  delete window.__earlyAnswers;
  jest.restoreAllMocks();
});

test('the queries asked before the first render are ones the screen asks for, so it renders with their answers', async () => {
  serveTemplates([makeTemplate({ template_id: 1 })]);
  const { queryClient: screenClient } = renderApp('/admin');
  await screen.findAllByRole('row');
  const asked = new Set(
    screenClient
      .getQueryCache()
      .findAll({ queryKey: templateKeys.all })
      .map((query) => query.queryHash),
  );
  const prefetched = firstScreenQueryKeys().map((key) => hashKey(key));
  expect(prefetched).toHaveLength(6);
  for (const hash of prefetched) expect(asked).toContain(hash);
});

test('without early answers waiting (a menu entry pointed at, a later visit) nothing is asked', async () => {
  const prefetch = jest.spyOn(queryClient, 'prefetchQuery');
  await prefetchFirstScreen();
  window.__earlyAnswers = { token: 't', answers: {} };
  await prefetchFirstScreen();
  expect(prefetch).not.toHaveBeenCalled();
});

test('with the page’s early answers waiting, the six queries are asked, and a slow answer holds the screen back briefly only', async () => {
  window.__earlyAnswers = { token: 't', answers: { 'POST http://api.test/x': new Promise<Response>(() => {}) } };
  const prefetch = jest.spyOn(queryClient, 'prefetchQuery').mockReturnValue(new Promise(() => {}));
  const started = performance.now();
  await prefetchFirstScreen();
  expect(performance.now() - started).toBeLessThan(FIRST_DATA_WAIT_MS + 100);
  expect(prefetch.mock.calls.map(([options]) => hashKey(options.queryKey))).toEqual(firstScreenQueryKeys().map((key) => hashKey(key)));
});
