import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertValidationError, json } from '../../helpers/api.js';
import { TASKS, createTask } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const PLATFORMS = ['keling', 'jimeng', 'minimax'];
const SORTS = ['created_at', 'updated_at', 'task_id', 'template_id', 'task_status', 'platform'] as const;

/** a before b (negative), after (positive) or tied (0). */
const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

describe('video tasks: sorting the list and the export', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const total = 15;
  before(async () => {
    t = await buildTestApp();
    headers = await adminHeaders(t.app);
    // Many ties on every sortable column but the id, so the order within a tie shows.
    for (let i = 0; i < total; i += 1) {
      await createTask(t.app, { template_id: 20 + (i % 4), platform: PLATFORMS[i % 3], task_status: (i % 4) + 1 });
    }
  });
  after(() => t.close());

  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${TASKS}/?${query}`, headers });
    assert.equal(response.statusCode, 200, response.body);
    return json<{ data: any[]; count: number }>(response);
  };
  const ids = (rows: any[]) => rows.map((row) => row.task_id as number);
  const everything = async (query: string) => {
    const rows: any[] = [];
    for (let skip = 0; skip < total; skip += 100) rows.push(...(await list(`skip=${skip}&limit=100&${query}`)).data);
    return rows;
  };

  it('sorts on ids, dates, status and platform both ways, rows that tie in task_id order the same way', async () => {
    for (const column of SORTS) {
      const asc = await everything(`sort_by=${column}&sort_order=asc`);
      const desc = await everything(`sort_by=${column}&sort_order=desc`);
      assert.equal(asc.length, total);
      assert.deepEqual(ids(desc), ids(asc).reverse(), column);
      for (let i = 1; i < asc.length; i += 1) {
        const [before, row] = [asc[i - 1], asc[i]];
        const byColumn = compare(before[column], row[column]);
        assert.ok(byColumn <= 0, `${column}: ${before[column]} then ${row[column]}`);
        if (byColumn === 0) assert.ok(before.task_id < row.task_id, `${column}: a tie in task_id order`);
      }
    }
  });

  it('pages follow one another without a row twice or missing, in every sort', async () => {
    for (const column of SORTS) {
      for (const order of ['asc', 'desc']) {
        const whole = ids(await everything(`sort_by=${column}&sort_order=${order}`));
        const paged: number[] = [];
        for (let skip = 0; skip < total; skip += 4) {
          paged.push(...ids((await list(`skip=${skip}&limit=4&sort_by=${column}&sort_order=${order}`)).data));
        }
        assert.deepEqual(paged, whole, `${column} ${order}`);
      }
    }
  });

  it('sorts within the filters', async () => {
    const rows = (await list('limit=100&task_status=2&sort_by=platform&sort_order=desc')).data;
    assert.ok(rows.length > 0);
    assert.ok(rows.every((row) => row.task_status === 2));
    assert.deepEqual(
      rows.map((row) => row.platform),
      rows
        .map((row) => row.platform)
        .sort()
        .reverse(),
    );
  });

  it('the CSV export comes in the order asked, like the list', async () => {
    for (const query of ['sort_by=platform&sort_order=asc', 'sort_by=task_status&sort_order=desc', 'sort_by=template_id&sort_order=asc']) {
      const response = await t.app.inject({ method: 'GET', url: `${TASKS}/export?${query}`, headers });
      assert.equal(response.statusCode, 200, response.body);
      const csvIds = response.body
        .split('\r\n')
        .slice(1, -1)
        .map((line) => Number(line.split(',')[0]));
      assert.deepEqual(csvIds, ids(await everything(query)), query);
    }
  });

  it('an unknown sort column or order is a 422, on the list and the export', async () => {
    const get = (path: string, query: string) => t.app.inject({ method: 'GET', url: `${TASKS}/${path}?${query}`, headers });
    for (const path of ['', 'export']) {
      assertValidationError(await get(path, 'sort_by=video_url'), ['query', 'sort_by'], 'enum');
      assertValidationError(await get(path, 'sort_by=is_read'), ['query', 'sort_by'], 'enum');
      assertValidationError(await get(path, 'sort_order=sideways'), ['query', 'sort_order'], 'enum');
    }
  });
});
