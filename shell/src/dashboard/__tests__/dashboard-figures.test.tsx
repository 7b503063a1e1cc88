import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguagePreference } from '@video-admin/shared-ui';
import type { Dashboard } from '@video-admin/shared-ui/contract';
import { apiServer, HttpResponse, plainHttp, renderWithProviders, TEST_MODULES } from '@video-admin/shared-ui/testing';
import { DashboardFigures } from '../dashboard-figures';

const WEEK = ['11-20', '11-21', '11-22', '11-23', '11-24', '11-25', '11-26'].map((day) => ({
  day: `2026-${day}`,
  pending: 0,
  running: 0,
  completed: 0,
  failed: 0,
}));

const ADMIN_FIGURES: Dashboard = {
  items: 12,
  back_office: {
    templates_by_status: { 待生成: 5, 已生成: 3, 待补全: 2, 已上架: 40 },
    templates_failed: 1,
    templates_failed_sub_statuses: ['GENERATION_FAILED', 'AUDIT_FAILED', '生成失败', '审核不通过'],
    tasks_by_day: WEEK.map((day, index) => (index === 6 ? { ...day, pending: 1, completed: 7, failed: 2 } : day)),
    tasks_by_platform: { keling: 6, jimeng: 0, minimax: 4 },
    tasks_failed: 2,
    tasks_since: '2026-11-20T00:00:00Z',
  },
};

function serve(...answers: (Dashboard | 500)[]) {
  const calls = { count: 0 };
  apiServer.use(
    // Untyped: a 500 is not among the call's documented answers.
    plainHttp.get('*/api/v1/dashboard/', () => {
      const answer = answers[Math.min(calls.count++, answers.length - 1)]!;
      return answer === 500 ? HttpResponse.json({ detail: 'Internal Server Error' }, { status: 500 }) : HttpResponse.json(answer);
    }),
  );
  return calls;
}

test("a regular user sees their items' count with a link to them, and no back-office figures", async () => {
  serve({ items: 3, back_office: null });
  renderWithProviders(<DashboardFigures />, { modules: TEST_MODULES });
  const items = await screen.findByRole('region', { name: 'Items' });
  expect(within(items).getByText('3')).toBeInTheDocument();
  expect(within(items).getByRole('link', { name: 'Open Items' })).toHaveAttribute('href', '/items');
  expect(screen.queryByRole('region', { name: 'Video templates by status' })).not.toBeInTheDocument();
});

test('a superuser sees templates per status linking to their tabs, what needs attention, and the week of tasks', async () => {
  serve(ADMIN_FIGURES);
  renderWithProviders(<DashboardFigures />, { modules: TEST_MODULES });

  const templates = await screen.findByRole('region', { name: 'Video templates by status' });
  expect(within(templates).getByRole('link', { name: '已上架' })).toHaveAttribute('href', '/admin/published');
  expect(
    within(templates)
      .getAllByRole('definition')
      .map((cell) => cell.textContent),
  ).toEqual(['5', '3', '2', '40']);

  const attention = screen.getByRole('region', { name: 'Needs attention' });
  // Each figure opens exactly what it counts: the failed sub-statuses; failed tasks since the figure's first day.
  const failedTemplates = new URL(
    within(attention).getByRole('link', { name: 'Templates whose generation or review failed' }).getAttribute('href')!,
    'http://localhost',
  );
  expect(failedTemplates.pathname).toBe('/admin');
  expect(failedTemplates.searchParams.getAll('template_sub_status')).toEqual([
    'GENERATION_FAILED',
    'AUDIT_FAILED',
    '生成失败',
    '审核不通过',
  ]);
  const failedTasks = new URL(
    within(attention).getByRole('link', { name: 'Video tasks failed in the last 7 days' }).getAttribute('href')!,
    'http://localhost',
  );
  expect(failedTasks.pathname).toBe('/admin/video-tasks');
  expect(Object.fromEntries(failedTasks.searchParams)).toEqual({ task_status: '4', created_after: '2026-11-20T00:00:00Z' });
  expect(
    within(attention)
      .getAllByRole('definition')
      .map((cell) => cell.textContent),
  ).toEqual(['1', '2']);

  const chart = screen.getByRole('table', { name: 'Video tasks created per day, last 7 days' });
  const rows = within(chart).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(7);
  expect(
    within(rows[6]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['', '7', '2', '10']);
  expect(within(rows[6]!).getByRole('rowheader')).toHaveTextContent('11-26');
  expect(screen.getByText(/可灵 6 · 即梦 0 · MiniMax 4/)).toBeInTheDocument();
  // Under the 'Default' language the back office's values read in Chinese, as its screens show them.
  expect(
    within(chart)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Day', 'Share', '已完成', '失败', 'Total']);
});

describe('only the figures the server sent, which are those the person may read', () => {
  const { templates_by_status, templates_failed, templates_failed_sub_statuses, ...taskFigures } = ADMIN_FIGURES.back_office!;
  const templateFigures = { templates_by_status, templates_failed, templates_failed_sub_statuses };

  test('a template reader sees the templates and their failures, nothing of the tasks', async () => {
    serve({ items: 0, back_office: templateFigures });
    renderWithProviders(<DashboardFigures />, { modules: TEST_MODULES });
    expect(await screen.findByRole('region', { name: 'Video templates by status' })).toBeInTheDocument();
    const attention = screen.getByRole('region', { name: 'Needs attention' });
    expect(
      within(attention)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Templates whose generation or review failed']);
    expect(
      within(attention)
        .getAllByRole('definition')
        .map((cell) => cell.textContent),
    ).toEqual(['1']);
    expect(screen.queryByRole('region', { name: 'Video tasks, last 7 days' })).not.toBeInTheDocument();
    expect(screen.queryByText('Video tasks failed in the last 7 days')).not.toBeInTheDocument();
  });

  test('a task reader sees the week of tasks and their failures, nothing of the templates', async () => {
    serve({ items: 0, back_office: { ...taskFigures, tasks_failed: 0 } });
    renderWithProviders(<DashboardFigures />, { modules: TEST_MODULES });
    expect(await screen.findByRole('region', { name: 'Video tasks, last 7 days' })).toBeInTheDocument();
    const attention = screen.getByRole('region', { name: 'Needs attention' });
    expect(within(attention).getByText('Nothing has failed lately.')).toBeInTheDocument();
    expect(
      within(attention)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Video tasks failed in the last 7 days']);
    expect(screen.queryByRole('region', { name: 'Video templates by status' })).not.toBeInTheDocument();
    expect(screen.queryByText('Templates whose generation or review failed')).not.toBeInTheDocument();
  });

  test('no back-office figures: the items card alone', async () => {
    serve({ items: 2, back_office: null });
    renderWithProviders(<DashboardFigures />, { modules: TEST_MODULES });
    expect(await screen.findByRole('region', { name: 'Items' })).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });
});

test('in English, every status and platform reads in English: the statuses, the week’s legend and columns, the platforms', async () => {
  setLanguagePreference('en');
  serve(ADMIN_FIGURES);
  renderWithProviders(<DashboardFigures />, { modules: TEST_MODULES });

  const templates = await screen.findByRole('region', { name: 'Video templates by status' });
  expect(
    within(templates)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Pending generation', '/admin/pending'],
    ['Generated', '/admin/generated'],
    ['Pending completion', '/admin/completion'],
    ['Published', '/admin/published'],
  ]);
  const week = screen.getByRole('region', { name: 'Video tasks, last 7 days' });
  // The legend is for the eye (aria-hidden); the table's columns say the same to assistive technology.
  const legend = week.querySelector<HTMLElement>('[aria-hidden="true"]')!;
  expect([...legend.children].map((entry) => entry.textContent)).toEqual(['Completed', 'Failed', 'Running', 'Pending']);
  const chart = within(week).getByRole('table');
  expect(
    within(chart)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Day', 'Share', 'Completed', 'Failed', 'Total']);
  expect(within(week).getByText(/Kling 6 · Jimeng 0 · MiniMax 4/)).toBeInTheDocument();
  expect(week.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  expect(templates.textContent).not.toMatch(/[\u4e00-\u9fff]/);
});

test('a failed load says so with a Retry that loads the figures', async () => {
  const calls = serve(500, { items: 4, back_office: null });
  renderWithProviders(<DashboardFigures />, { modules: TEST_MODULES });
  const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
  expect(screen.getByText('The figures could not be loaded')).toBeInTheDocument();
  await userEvent.click(retry);
  expect(await screen.findByText('4')).toBeInTheDocument();
  expect(calls.count).toBeGreaterThanOrEqual(2);
});

describe('links to screens no live module mounts', () => {
  test('are plain text: the templates figures without the templates module, the failed tasks still a link', async () => {
    const { templates: _templates, ...others } = TEST_MODULES;
    serve(ADMIN_FIGURES);
    renderWithProviders(<DashboardFigures />, { modules: others });

    const templates = await screen.findByRole('region', { name: 'Video templates by status' });
    expect(within(templates).queryByRole('link')).not.toBeInTheDocument();
    expect(within(templates).getByText('已上架')).toBeInTheDocument();
    const attention = screen.getByRole('region', { name: 'Needs attention' });
    expect(within(attention).getByText('Templates whose generation or review failed')).toBeInTheDocument();
    expect(
      within(attention)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/video-tasks?task_status=4&created_after=2026-11-20T00%3A00%3A00Z']);
  });

  test('are all plain text without the back office’s modules', async () => {
    const { templates: _templates, videoTasks: _videoTasks, ...others } = TEST_MODULES;
    serve(ADMIN_FIGURES);
    renderWithProviders(<DashboardFigures />, { modules: others });
    const attention = await screen.findByRole('region', { name: 'Needs attention' });
    expect(within(attention).getByText('Video tasks failed in the last 7 days')).toBeInTheDocument();
    expect(within(attention).queryByRole('link')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Video templates by status' })).queryByRole('link')).not.toBeInTheDocument();
  });

  test('leave out the way to the items when no live module shows them, keeping the count', async () => {
    const { items: _items, ...others } = TEST_MODULES;
    serve({ items: 3, back_office: null });
    renderWithProviders(<DashboardFigures />, { modules: others });
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(within(items).getByText('3')).toBeInTheDocument();
    expect(within(items).queryByRole('link')).not.toBeInTheDocument();
  });
});
