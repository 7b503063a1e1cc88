import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertValidationError } from '../../helpers/api.js';
import { TEMPLATES, createTemplate } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

// The streaming itself (batches, constant memory on 100,000 rows) is measured on the task export,
// which shares its CSV and download code; here: the templates' columns, filters and order.

const BOM = '\uFEFF';

function lines(csv: string): string[] {
  return csv.slice(BOM.length).split('\r\n').slice(0, -1);
}

describe('video templates: CSV export', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  before(async () => {
    t = await buildTestApp();
    headers = await adminHeaders(t.app);
  });
  after(() => t.close());

  const exportCsv = (query = '') => t.app.inject({ method: 'GET', url: `${TEMPLATES}/export${query}`, headers });

  it('answers the filtered templates, newest first, with Chinese names intact and labels instead of codes', async () => {
    const older = await createTemplate(t.app, {
      template_name: '春节全家福',
      template_platform: 'jimeng',
      template_top_title: '新年快乐，万事如意',
    });
    const newer = await createTemplate(t.app, { template_name: '毕业照 "经典"', template_platform: 'keling' });
    await createTemplate(t.app, { template_name: 'Other platform', template_platform: 'minimax' });

    const response = await exportCsv('?template_status=待生成&template_platform=jimeng');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
    assert.equal(
      response.headers['content-disposition'],
      `attachment; filename="video-templates-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    assert.ok(response.body.startsWith(BOM));
    const [header, ...rows] = lines(response.body);
    assert.equal(header!.split(',').slice(0, 7).join(','), '模板ID,原始模板ID,模板名称,平台,状态,子状态,顶部标题');
    assert.deepEqual(
      rows.map((row) => row.split(',').slice(0, 6).join(',')),
      [`${older.template_id},,春节全家福,即梦,待生成,待审核`],
    );
    assert.ok(rows[0]!.includes(',"新年快乐，万事如意",') || rows[0]!.includes(',新年快乐，万事如意,'), rows[0]);

    const all = lines((await exportCsv()).body).slice(1);
    assert.equal(all.length, 3);
    assert.ok(all[0]!.startsWith(`${Number(newer.template_id) + 1},`), 'newest updated first');
    assert.ok(all[1]!.startsWith(`${newer.template_id},,"毕业照 ""经典""",可灵,`), all[1]);
  });

  it('reads batch after batch without losing or repeating templates updated at the same moment', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createTemplate(t.app, { template_name: `same moment ${i}` })).template_id);
    await t.app.db.updateTable('video_templates').set({ updated_at: '2030-01-01T00:00:00.000Z' }).where('template_id', 'in', ids).execute();
    const read: number[] = [];
    for await (const batch of t.app.videoTemplatesRepository.inBatches(
      { template_name: 'same moment' },
      { by: 'updated_at', order: 'desc' },
      2,
    )) {
      assert.ok(batch.length <= 2);
      read.push(...batch.map((template) => template.template_id));
    }
    assert.deepEqual(read, [...ids].reverse());
  });

  it('refuses a filter value the list refuses', async () => {
    assertValidationError(await exportCsv('?template_status=unknown'), ['query', 'template_status']);
  });
});
