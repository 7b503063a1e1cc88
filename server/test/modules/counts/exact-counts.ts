import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { PLATFORMS } from '../../../src/schemas/backend.js';
import { TEMPLATE_STATUSES } from '../../../src/modules/video-templates/video-templates.schemas.js';
import { FAILED_SUB_STATUSES, lastDays } from '../../../src/modules/dashboard/dashboard.service.js';
import { adminHeaders, json } from '../../helpers/api.js';
import { TASKS, TEMPLATES } from '../../helpers/backend.js';

const STATUS_NAMES = ['pending', 'running', 'completed', 'failed'] as const;

/** Rows of `query` (select ... count(*) as n) as numbers. */
async function fresh<T extends Record<string, unknown>>(app: FastifyInstance, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(app.db)).rows.map((row) => ({ ...row, n: Number((row as unknown as { n: unknown }).n) }));
}

/**
 * Every count the screens show, as the calls answer it, against a COUNT(*) of the tables made now:
 * the task summary (all tasks, and under a platform, a read flag, a created_after), the task list's
 * total under each status, platform and read flag, the dashboard's figures, the templates' tab
 * badges and their totals under a platform and sub-statuses.
 */
export async function assertCountsExact(app: FastifyInstance, label = ''): Promise<void> {
  const headers = await adminHeaders(app);
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers });
    assert.equal(response.statusCode, 200, response.body);
    return json(response);
  };
  const post = async (url: string) => {
    const response = await app.inject({ method: 'POST', url, headers, payload: {} });
    assert.equal(response.statusCode, 200, response.body);
    return json(response);
  };

  const tasks = await fresh<{ task_status: number; platform: string; is_read: unknown; day: string; n: number }>(
    app,
    sql`select task_status, platform, is_read, substr(created_at, 1, 10) as day, count(*) as n from video_tasks group by 1, 2, 3, 4`,
  );
  const taskCount = (test: (row: (typeof tasks)[number]) => boolean) => tasks.filter(test).reduce((sum, row) => sum + row.n, 0);
  const read = (row: (typeof tasks)[number]) => Boolean(row.is_read);

  const expectSummary = (summary: any, test: (row: (typeof tasks)[number]) => boolean, what: string) => {
    assert.equal(summary.status_stats.total, taskCount(test), `${label} ${what} total`);
    STATUS_NAMES.forEach((name, i) =>
      assert.equal(
        summary.status_stats[name],
        taskCount((row) => test(row) && Number(row.task_status) === i + 1),
        `${label} ${what} ${name}`,
      ),
    );
    assert.equal(
      summary.status_stats.unread,
      taskCount((row) => test(row) && !read(row)),
      `${label} ${what} unread`,
    );
    for (const platform of PLATFORMS) {
      assert.equal(
        summary.platform_stats[platform],
        taskCount((row) => test(row) && row.platform === platform),
        `${label} ${what} ${platform}`,
      );
    }
  };
  expectSummary(await get(`${TASKS}/stats/summary`), () => true, 'summary');
  expectSummary(await get(`${TASKS}/stats/summary?platform=jimeng`), (row) => row.platform === 'jimeng', 'summary of jimeng');
  expectSummary(await get(`${TASKS}/stats/summary?is_read=false`), (row) => !read(row), 'summary of unread');
  const days = lastDays(new Date());
  expectSummary(await get(`${TASKS}/stats/summary?created_after=${days[0]}T00:00:00Z`), (row) => row.day >= days[0]!, 'summary of 7 days');

  assert.equal(
    (await get(`${TASKS}/?limit=1`)).count,
    taskCount(() => true),
    `${label} task list total`,
  );
  for (const status of [1, 2, 3, 4]) {
    for (const platform of PLATFORMS) {
      const count = (await get(`${TASKS}/?limit=1&task_status=${status}&platform=${platform}`)).count;
      assert.equal(
        count,
        taskCount((row) => Number(row.task_status) === status && row.platform === platform),
        `${label} ${status} ${platform}`,
      );
    }
    const unread = (await get(`${TASKS}/?limit=1&task_status=${status}&is_read=false`)).count;
    assert.equal(
      unread,
      taskCount((row) => Number(row.task_status) === status && !read(row)),
      `${label} ${status} unread`,
    );
  }

  const dashboard = (await get('/api/v1/dashboard/')).back_office;
  if (dashboard) {
    for (const day of dashboard.tasks_by_day) {
      STATUS_NAMES.forEach((name, i) =>
        assert.equal(
          day[name],
          taskCount((row) => row.day === day.day && Number(row.task_status) === i + 1),
          `${label} dashboard ${day.day} ${name}`,
        ),
      );
    }
  }

  const templates = await fresh<{ template_status: string; template_sub_status: string; template_platform: string | null; n: number }>(
    app,
    sql`select template_status, template_sub_status, template_platform, count(*) as n from video_templates group by 1, 2, 3`,
  );
  const templateCount = (test: (row: (typeof templates)[number]) => boolean) => templates.filter(test).reduce((sum, row) => sum + row.n, 0);
  assert.equal(
    (await post(`${TEMPLATES}/list?limit=1`)).count,
    templateCount(() => true),
    `${label} template total`,
  );
  for (const status of TEMPLATE_STATUSES) {
    const badge = (await post(`${TEMPLATES}/list?limit=1&template_status=${encodeURIComponent(status)}`)).count;
    assert.equal(
      badge,
      templateCount((row) => row.template_status === status),
      `${label} badge ${status}`,
    );
    const withPlatform = (await post(`${TEMPLATES}/list?limit=1&template_status=${encodeURIComponent(status)}&template_platform=keling`))
      .count;
    assert.equal(
      withPlatform,
      templateCount((row) => row.template_status === status && row.template_platform === 'keling'),
      `${label} ${status} keling`,
    );
    if (dashboard)
      assert.equal(
        dashboard.templates_by_status[status],
        templateCount((row) => row.template_status === status),
        `${label} dashboard ${status}`,
      );
  }
  const failed = FAILED_SUB_STATUSES.map((sub) => `template_sub_status=${encodeURIComponent(sub)}`).join('&');
  const failedCount = templateCount((row) => (FAILED_SUB_STATUSES as readonly string[]).includes(row.template_sub_status));
  assert.equal((await post(`${TEMPLATES}/list?limit=1&${failed}`)).count, failedCount, `${label} failed templates`);
  if (dashboard) assert.equal(dashboard.templates_failed, failedCount, `${label} dashboard failed templates`);
}
