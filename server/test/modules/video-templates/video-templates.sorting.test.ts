import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertValidationError, json } from '../../helpers/api.js';
import { TEMPLATES, createTemplate } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const PLATFORMS = ['keling', 'jimeng', 'minimax'];
const STATUSES = ['待生成', '已生成', '待补全', '已上架'];
const SORTS = ['updated_at', 'created_at', 'template_id', 'template_status', 'template_platform'] as const;

/** a before b (negative), after (positive) or tied (0), in code points. */
const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

describe('video templates: sorting the list and the export', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let total: number;
  before(async () => {
    t = await buildTestApp();
    headers = await adminHeaders(t.app);
    // Many ties on every sortable column but the id, so the order within a tie shows.
    for (let i = 0; i < 14; i += 1) {
      await createTemplate(t.app, { template_name: `Sort ${i}`, template_platform: PLATFORMS[i % 3], template_status: STATUSES[i % 4] });
    }
    total = 14;
  });
  after(() => t.close());

  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'POST', url: `${TEMPLATES}/list?${query}`, headers });
    assert.equal(response.statusCode, 200, response.body);
    return json<{ data: any[]; count: number }>(response);
  };
  const ids = (rows: any[]) => rows.map((row) => row.template_id as number);

  it('sorts on each column both ways, rows that tie in template_id order the same way', async () => {
    const postgres = Boolean(t.config.databaseUrl);
    for (const column of SORTS) {
      const asc = (await list(`limit=100&sort_by=${column}&sort_order=asc`)).data;
      const desc = (await list(`limit=100&sort_by=${column}&sort_order=desc`)).data;
      assert.equal(asc.length, total);
      // Descending is ascending turned round, ties included (they follow the id the same way).
      assert.deepEqual(ids(desc), ids(asc).reverse(), column);
      for (let i = 1; i < asc.length; i += 1) {
        const [before, row] = [asc[i - 1], asc[i]];
        const byColumn = compare(before[column], row[column]);
        // A status is text: code points on SQLite, the database's collation on PostgreSQL (where
        // only its ties are checked here).
        if (!(postgres && column === 'template_status')) assert.ok(byColumn <= 0, `${column}: ${before[column]} then ${row[column]}`);
        if (byColumn === 0) assert.ok(before.template_id < row.template_id, `${column}: a tie in template_id order`);
      }
      // Equal values stay together.
      const runs = asc.map((row) => row[column]).filter((value, i, all) => i === 0 || value !== all[i - 1]);
      assert.equal(new Set(runs).size, runs.length, `${column}: equal values together`);
    }
  });

  it('the default is the last changed first, as before', async () => {
    const rows = (await list('limit=100')).data;
    assert.deepEqual(ids(rows), ids((await list('limit=100&sort_by=updated_at&sort_order=desc')).data));
  });

  it('pages follow one another without a row twice or missing, in every sort', async () => {
    for (const column of SORTS) {
      for (const order of ['asc', 'desc']) {
        const whole = ids((await list(`limit=100&sort_by=${column}&sort_order=${order}`)).data);
        const paged: number[] = [];
        for (let skip = 0; skip < total; skip += 3) {
          paged.push(...ids((await list(`skip=${skip}&limit=3&sort_by=${column}&sort_order=${order}`)).data));
        }
        assert.deepEqual(paged, whole, `${column} ${order}`);
      }
    }
  });

  it('sorts within the filters', async () => {
    const rows = (await list(`limit=100&template_status=${encodeURIComponent('已上架')}&sort_by=template_platform&sort_order=asc`)).data;
    assert.ok(rows.length > 0);
    assert.ok(rows.every((row) => row.template_status === '已上架'));
    assert.deepEqual(
      rows.map((row) => row.template_platform),
      rows.map((row) => row.template_platform).sort(),
    );
  });

  it('the CSV export comes in the order asked, like the list', async () => {
    const csvIds = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `${TEMPLATES}/export?${query}`, headers });
      assert.equal(response.statusCode, 200, response.body);
      return response.body
        .split('\r\n')
        .slice(1, -1)
        .map((line) => Number(line.split(',')[0]));
    };
    for (const query of [
      'sort_by=template_platform&sort_order=asc',
      'sort_by=created_at&sort_order=desc',
      'sort_by=template_id&sort_order=asc',
    ]) {
      assert.deepEqual(await csvIds(query), ids((await list(`limit=100&${query}`)).data), query);
    }
  });

  it('an unknown sort column or order is a 422, on the list and the export', async () => {
    const post = (query: string) => t.app.inject({ method: 'POST', url: `${TEMPLATES}/list?${query}`, headers });
    const exportCsv = (query: string) => t.app.inject({ method: 'GET', url: `${TEMPLATES}/export?${query}`, headers });
    assertValidationError(await post('sort_by=template_prompt'), ['query', 'sort_by'], 'enum');
    assertValidationError(await post('sort_by=template_name'), ['query', 'sort_by'], 'enum');
    assertValidationError(await post('sort_order=up'), ['query', 'sort_order'], 'enum');
    assertValidationError(await exportCsv('sort_by=template_name'), ['query', 'sort_by'], 'enum');
    assertValidationError(await exportCsv('sort_order=DESC'), ['query', 'sort_order'], 'enum');
  });
});
