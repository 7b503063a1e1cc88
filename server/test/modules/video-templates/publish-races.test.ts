import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../src/db/types.js';
import { assertDetail, json } from '../../helpers/api.js';
import { COMPLETE_FIELDS, TEMPLATES, createTemplate, getTemplate, postJson, waitFor } from '../../helpers/backend.js';
import { buildTestApp, testDatabaseUrl, type TestApp } from '../../helpers/build-test-app.js';

/**
 * A change that lands while a publish check runs must not slip a template into 已上架 without its
 * required fields. Shown on PostgreSQL, where requests run side by side on several connections:
 * another transaction holds the template's row (changed, not yet committed) while the request
 * under test runs; it commits once the request waits for that row.
 */
describe('video templates: the publish checks hold against changes made at the same moment', { skip: !testDatabaseUrl }, () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  /** Runs `change` in a transaction, sends `request` meanwhile, and commits once it waits for the row. */
  async function whileRowHeld(change: (trx: Transaction<Database>) => Promise<unknown>, request: () => ReturnType<typeof postJson>) {
    let answer: ReturnType<typeof postJson> | undefined;
    await t.app.db.transaction().execute(async (trx) => {
      await change(trx);
      const { rows } = await sql<{ xid: string }>`select pg_current_xact_id()::xid::text as xid`.execute(trx);
      answer = request();
      await waitFor(
        async () => {
          const waiting = await sql<{
            n: number;
          }>`select count(*)::int as n from pg_locks where locktype = 'transactionid' and transactionid::text = ${rows[0]!.xid} and not granted`.execute(
            t.app.db,
          );
          return waiting.rows[0]!.n > 0;
        },
        5000,
        'the request to wait for the held row',
      );
    });
    return answer!;
  }

  it('publish, while an update empties a required field: refused with the publish message', async () => {
    const template = await createTemplate(t.app, { template_status: '待补全', ...COMPLETE_FIELDS });
    const answer = await whileRowHeld(
      (trx) =>
        trx.updateTable('video_templates').set({ template_video_url: null }).where('template_id', '=', template.template_id).execute(),
      () => postJson(t.app, `${TEMPLATES}/publish`, { template_id: template.template_id }),
    );
    assertDetail(answer, 422, '以下字段不能为空：模板视频。请先完善模板信息后再上架。');
    assert.equal((await getTemplate(t.app, template.template_id)).template_status, '待补全');
  });

  it('an update emptying a required field, while the template is published: refused', async () => {
    const template = await createTemplate(t.app, { template_status: '待补全', ...COMPLETE_FIELDS });
    const answer = await whileRowHeld(
      (trx) =>
        trx
          .updateTable('video_templates')
          .set({ template_status: '已上架', template_sub_status: '已上架' })
          .where('template_id', '=', template.template_id)
          .execute(),
      () => postJson(t.app, `${TEMPLATES}/update`, { template_id: template.template_id, template_video_url: null }),
    );
    assertDetail(answer, 422, '以下字段不能为空：模板视频。请先完善模板信息后再上架。');
    const stored = await getTemplate(t.app, template.template_id);
    assert.deepEqual([stored.template_status, stored.template_video_url], ['已上架', COMPLETE_FIELDS.template_video_url]);
  });

  it('a batch into 已上架, while an update empties a required field of one: refused, nothing changed', async () => {
    const ready = await createTemplate(t.app, { template_status: '待补全', ...COMPLETE_FIELDS });
    const other = await createTemplate(t.app, { template_status: '待补全', ...COMPLETE_FIELDS });
    const answer = await whileRowHeld(
      (trx) => trx.updateTable('video_templates').set({ template_top_title: ' ' }).where('template_id', '=', other.template_id).execute(),
      () =>
        postJson(t.app, `${TEMPLATES}/batch-update-status`, {
          template_ids: [ready.template_id, other.template_id],
          template_status: '已上架',
        }),
    );
    assertDetail(answer, 422, `模板 ${other.template_id}：以下字段不能为空：模板标题。请先完善模板信息后再上架。`);
    for (const id of [ready.template_id, other.template_id]) assert.equal((await getTemplate(t.app, id)).template_status, '待补全');
  });

  it('an update into 已上架 while another moves the template back to 已生成: 409, as publish answers', async () => {
    const template = await createTemplate(t.app, { template_status: '待补全', ...COMPLETE_FIELDS });
    const answer = await whileRowHeld(
      (trx) =>
        trx.updateTable('video_templates').set({ template_status: '已生成' }).where('template_id', '=', template.template_id).execute(),
      () => postJson(t.app, `${TEMPLATES}/update`, { template_id: template.template_id, template_status: '已上架' }),
    );
    assert.equal(answer.statusCode, 409, answer.body);
    assert.match(json(answer).detail, /待补全/);
  });
});
