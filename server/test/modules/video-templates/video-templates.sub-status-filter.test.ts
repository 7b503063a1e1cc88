import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertValidationError, json } from '../../helpers/api.js';
import { TEMPLATES, createTemplate, postJson } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { acceptedJob } from '../bulk-jobs/helpers.js';

const BOM = '\uFEFF';

describe('video templates: several sub-statuses at once, and the export in the screen’s language', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const ids: Record<string, number> = {};
  before(async () => {
    t = await buildTestApp();
    headers = await adminHeaders(t.app);
    for (const sub of ['UNREVIEWED', 'GENERATION_FAILED', 'AUDIT_FAILED', '审核不通过']) {
      const template = await createTemplate(t.app, { template_name: `sub ${sub}` });
      const update = await postJson(t.app, `${TEMPLATES}/update`, { template_id: template.template_id, template_sub_status: sub }, headers);
      assert.equal(update.statusCode, 200, update.body);
      ids[sub] = template.template_id;
    }
  });
  after(() => t.close());

  const list = (query: string) => t.app.inject({ method: 'POST', url: `${TEMPLATES}/list?${query}`, headers });
  const listed = async (query: string) => {
    const response = await list(query);
    assert.equal(response.statusCode, 200, response.body);
    const body = json<{ data: { template_id: number }[]; count: number }>(response);
    return { ids: body.data.map((row) => row.template_id).sort((a, b) => a - b), count: body.count };
  };

  it('lists the templates with any of the sub-statuses the parameter names, repeated', async () => {
    const failed = await listed(
      ['GENERATION_FAILED', 'AUDIT_FAILED', '审核不通过'].map((sub) => `template_sub_status=${encodeURIComponent(sub)}`).join('&'),
    );
    assert.deepEqual(
      failed.ids,
      [ids.GENERATION_FAILED, ids.AUDIT_FAILED, ids['审核不通过']].sort((a, b) => a! - b!),
    );
    assert.equal(failed.count, 3);
  });

  it('still filters by one sub-status given once, and ignores an empty repetition', async () => {
    assert.deepEqual((await listed('template_sub_status=AUDIT_FAILED')).ids, [ids.AUDIT_FAILED]);
    assert.deepEqual((await listed('template_sub_status=&template_sub_status=AUDIT_FAILED')).ids, [ids.AUDIT_FAILED]);
    assert.equal((await listed('template_sub_status=')).count, 4, 'an empty value is no filter');
  });

  it('refuses an unknown sub-status among several (422 on that value)', async () => {
    assertValidationError(await list('template_sub_status=AUDIT_FAILED&template_sub_status=BROKEN'), ['query', 'template_sub_status', 1]);
  });

  it('exports what the list shows for several sub-statuses', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${TEMPLATES}/export?template_sub_status=GENERATION_FAILED&template_sub_status=AUDIT_FAILED&sort_by=template_id&sort_order=asc`,
      headers,
    });
    assert.equal(response.statusCode, 200, response.body);
    const rows = response.body.slice(BOM.length).split('\r\n').slice(1, -1);
    assert.deepEqual(
      rows.map((row) => Number(row.split(',')[0])),
      [ids.GENERATION_FAILED, ids.AUDIT_FAILED],
    );
  });

  it('writes the header row in the language asked, Chinese by default; the cells stay as stored', async () => {
    const csv = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `${TEMPLATES}/export?template_sub_status=审核不通过${query}`, headers });
      assert.equal(response.statusCode, 200, response.body);
      return response.body.slice(BOM.length).split('\r\n');
    };
    const [chineseHeader, chineseRow] = await csv('');
    assert.ok(chineseHeader!.startsWith('模板ID,原始模板ID,模板名称,平台,状态,子状态,'), chineseHeader);
    assert.deepEqual(await csv('&language=zh-CN'), await csv(''));
    const [englishHeader, englishRow] = await csv('&language=en');
    assert.ok(englishHeader!.startsWith('Template ID,Original template ID,Template name,Platform,Status,Sub-status,'), englishHeader);
    assert.ok(englishHeader!.endsWith(',Created at,Updated at'), englishHeader);
    assert.equal(englishHeader!.split(',').length, chineseHeader!.split(',').length);
    assert.equal(englishRow, chineseRow);
    assert.match(englishRow!, /,待生成,审核不通过,/);
    assertValidationError(
      await t.app.inject({ method: 'GET', url: `${TEMPLATES}/export?language=fr`, headers }),
      ['query', 'language'],
      'enum',
    );
  });

  it('an "all matching" bulk job takes the same list of sub-statuses as the list', async () => {
    const job = await acceptedJob(t.app, {
      list: 'templates',
      action: 'delete',
      filters: { template_sub_status: ['GENERATION_FAILED', 'AUDIT_FAILED'] },
      expected_count: 2,
    });
    assert.equal(job.total, 2);
  });
});
