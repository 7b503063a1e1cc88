import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { EXACT_COUNT_LIMIT } from '../../../src/modules/counts/capped-count.js';
import { adminHeaders, json } from '../../helpers/api.js';
import { TEMPLATES } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

// Name and top-title search go through an index (pg_trgm's GIN index on PostgreSQL, an FTS5
// trigram table on SQLite, a plain scan for needles under three characters) and must find
// exactly the templates whose text contains the needle, case aside: LIKE's wildcards, quotes,
// backslashes and Chinese text are matched as written.

const NAMES = [
  '日落海边猫咪',
  '海边日落',
  '日',
  '城市夜景 City Night',
  'CITY lights',
  '100% 满意',
  '100 percent',
  'under_score',
  'underXscore',
  'back\\slash',
  'say "cheese"',
  "it's",
  'a%b_c',
  'abc',
  'ABC abc AbC',
  '猫',
  '🐱 cat',
  '',
];

const NEEDLES = [
  '日落',
  '日',
  '海边日落',
  '落海',
  'city',
  'CITY NIGHT',
  '%',
  '100%',
  '_',
  'r_s',
  'back\\',
  '\\',
  '"cheese"',
  '"',
  "'",
  'a%b',
  '%b_',
  'abc',
  'bc a',
  '猫',
  '🐱',
  'ca',
  'x',
];

describe('substring search by name and top title', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const idsByName = new Map<number, string>();
  before(async () => {
    t = await buildTestApp();
    headers = await adminHeaders(t.app);
    for (const name of NAMES) {
      const row = await t.app.db
        .insertInto('video_templates')
        .values({
          template_name: name,
          template_top_title: `标题 ${name}`,
          template_status: '待生成',
          template_sub_status: 'UNREVIEWED',
          template_is_manual_audit: false,
          created_at: '2026-03-01T00:00:00.000Z',
          updated_at: '2026-03-01T00:00:00.000Z',
        })
        .returning('template_id')
        .executeTakeFirstOrThrow();
      idsByName.set(Number(row.template_id), name);
    }
  });
  after(() => t.close());

  const search = async (field: string, needle: string) =>
    json(
      await t.app.inject({
        method: 'POST',
        url: `${TEMPLATES}/list?limit=100&${field}=${encodeURIComponent(needle)}`,
        headers,
        payload: {},
      }),
    );

  it('finds exactly the names and titles containing the needle (case aside), and counts them', async () => {
    for (const needle of NEEDLES) {
      const expected = [...idsByName].filter(([, name]) => name.toLowerCase().includes(needle.toLowerCase())).map(([id]) => id);
      for (const [field, prefix] of [
        ['template_name', ''],
        ['template_top_title', '标题 '],
      ] as const) {
        const expectedIds =
          field === 'template_name'
            ? expected
            : [...idsByName].filter(([, name]) => `${prefix}${name}`.toLowerCase().includes(needle.toLowerCase())).map(([id]) => id);
        const found = await search(field, needle);
        assert.deepEqual(
          found.data.map((row: any) => row.template_id).sort((a: number, b: number) => a - b),
          expectedIds.sort((a, b) => a - b),
          `${field} ${JSON.stringify(needle)}`,
        );
        assert.equal(found.count, expectedIds.length, `${field} ${JSON.stringify(needle)} count`);
        assert.equal(found.count_exact, true);
      }
    }
  });

  it(`counts a search's matches exactly up to ${EXACT_COUNT_LIMIT.toLocaleString('en')}, then says there are more`, async () => {
    const many = EXACT_COUNT_LIMIT + 5;
    const series =
      t.config.databaseUrl !== null
        ? sql`select i from generate_series(1, ${many}) as s(i)`
        : sql`select value as i from (with recursive n(value) as (select 1 union all select value + 1 from n where value < ${many}) select value from n)`;
    await sql`insert into video_templates (template_name, template_status, template_sub_status, template_is_manual_audit, created_at, updated_at)
      select 'Many ' || i, '已生成', 'AUDIT_PENDING', ${t.config.databaseUrl !== null ? sql`false` : sql`0`}, '2026-03-02T00:00:00.000Z', '2026-03-02T00:00:00.000Z'
      from (${series}) as numbers`.execute(t.app.db);
    const found = await search('template_name', 'many');
    assert.equal(found.count, EXACT_COUNT_LIMIT);
    assert.equal(found.count_exact, false);
    assert.equal(found.data.length, 100);
    // Under the limit, and every count the counters keep, stay exact.
    const few = await search('template_name', 'many 1000');
    assert.equal(few.count, 7); // 1000, 10000..10005
    assert.equal(few.count_exact, true);
    const all = json(await t.app.inject({ method: 'POST', url: `${TEMPLATES}/list?limit=1`, headers, payload: {} }));
    assert.equal(all.count, many + NAMES.length);
    assert.equal(all.count_exact, true);
  });
});
