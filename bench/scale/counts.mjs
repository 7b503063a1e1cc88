// Whether the counts the screens show agree with the rows loaded and with each other: the list
// totals, the tab badges, the task summary's cards and platform distribution, the dashboard's
// templates by status. A bench that measured wrong answers would measure nothing.
import { callOnce } from './measure.mjs';

const TEMPLATES = '/api/backend/video-template/list';
const TASKS = '/api/backend/video-tasks/';
const STATUSES = ['待生成', '已生成', '待补全', '已上架'];

const sum = (values) => values.reduce((total, value) => total + value, 0);

/** Resolves with { ok, lines }: one line saying what was checked, and one per disagreement. */
export async function checkCounts(baseUrl, token, { templates, tasks }) {
  const get = async (method, path) => (await callOnce(baseUrl, { method, path }, token)).json;
  const problems = [];
  const expect = (what, actual, expected) => {
    if (actual !== expected) problems.push(`${what}: ${actual}, expected ${expected}`);
  };

  const all = await get('POST', `${TEMPLATES}?skip=0&limit=1`);
  expect('templates list count', all.count, templates);
  const badges = [];
  for (const status of STATUSES)
    badges.push((await get('POST', `${TEMPLATES}?skip=0&limit=1&template_status=${encodeURIComponent(status)}`)).count);
  expect('templates badges, summed', sum(badges), templates);

  const list = await get('GET', `${TASKS}?skip=0&limit=1`);
  expect('tasks list count', list.count, tasks);
  const summary = await get('GET', `${TASKS}stats/summary`);
  const { total, pending, running, completed, failed, unread } = summary.status_stats;
  expect('summary total', total, tasks);
  expect('summary cards, summed', pending + running + completed + failed, tasks);
  expect('platform distribution, summed', sum(Object.values(summary.platform_stats)), tasks);
  const unreadList = await get('GET', `${TASKS}?skip=0&limit=1&is_read=false`);
  expect('summary unread against the unread list', unread, unreadList.count);
  const failedList = await get('GET', `${TASKS}?skip=0&limit=1&task_status=4`);
  expect('summary failed against the failed list', failed, failedList.count);
  const byPlatform = await get('GET', `${TASKS}stats/summary?platform=keling`);
  expect('summary of a platform against the distribution', byPlatform.status_stats.total, summary.platform_stats.keling ?? 0);

  const dashboard = await get('GET', '/api/v1/dashboard/');
  const byStatus = dashboard.back_office?.templates_by_status ?? {};
  expect('dashboard templates by status, summed', sum(Object.values(byStatus)), templates);
  STATUSES.forEach((status, index) => expect(`dashboard ${status} against its badge`, byStatus[status], badges[index]));

  return {
    ok: problems.length === 0,
    lines: [
      `counts: ${problems.length === 0 ? 'all agree' : `${problems.length} disagree`} (list totals = rows loaded; badges, summary cards, platform distribution and dashboard sum to them; unread, failed and a platform agree with their lists)`,
      ...problems.map((problem) => `  count disagrees: ${problem}`),
    ],
  };
}
