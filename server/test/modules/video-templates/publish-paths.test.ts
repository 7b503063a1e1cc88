import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertDetail, json } from '../../helpers/api.js';
import { COMPLETE_FIELDS, TEMPLATES, createTemplate, getTemplate, postJson } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const MISSING_ALL = '以下字段不能为空：模板分类ID、模板标题、模板主图、模板视频。请先完善模板信息后再上架。';

/** Every way into 已上架 passes the publish action's checks. */
describe('video templates: no path to 已上架 skips the publish checks', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const update = (payload: object) => postJson(t.app, `${TEMPLATES}/update`, payload);
  const batch = (payload: object) => postJson(t.app, `${TEMPLATES}/batch-update-status`, payload);

  it('update: an incomplete 待补全 template is refused with the publish message, and stays as it was', async () => {
    const template = await createTemplate(t.app, { template_status: '待补全' });
    assertDetail(await update({ template_id: template.template_id, template_status: '已上架' }), 422, MISSING_ALL);
    assert.equal((await getTemplate(t.app, template.template_id)).template_status, '待补全');
  });

  it('update: from any status but 待补全 it is a 409, as for publish', async () => {
    const template = await createTemplate(t.app, { template_status: '已生成', ...COMPLETE_FIELDS });
    assertDetail(
      await update({ template_id: template.template_id, template_status: '已上架' }),
      409,
      `Only templates in 待补全 can be published (template ${template.template_id} is 已生成)`,
    );
  });

  it('update: a complete 待补全 template may be published through update, and the fields it brings count', async () => {
    const { template_video_url: _video, ...allButVideo } = COMPLETE_FIELDS;
    const template = await createTemplate(t.app, { template_status: '待补全', ...allButVideo });
    const response = await update({
      template_id: template.template_id,
      template_status: '已上架',
      template_video_url: COMPLETE_FIELDS.template_video_url,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(json(response).template_status, '已上架');
  });

  it('update: a published template keeps its required fields', async () => {
    const template = await createTemplate(t.app, { template_status: '已上架', ...COMPLETE_FIELDS });
    assertDetail(
      await update({ template_id: template.template_id, template_top_title: null }),
      422,
      '以下字段不能为空：模板标题。请先完善模板信息后再上架。',
    );
    assert.equal((await update({ template_id: template.template_id, template_name: 'renamed' })).statusCode, 200);
  });

  it('batch: one template that may not be published refuses the whole batch, naming it', async () => {
    const ready = await createTemplate(t.app, { template_status: '待补全', ...COMPLETE_FIELDS });
    const incomplete = await createTemplate(t.app, { template_status: '待补全' });
    assertDetail(
      await batch({ template_ids: [ready.template_id, incomplete.template_id], template_status: '已上架' }),
      422,
      `模板 ${incomplete.template_id}：${MISSING_ALL}`,
    );
    assert.equal((await getTemplate(t.app, ready.template_id)).template_status, '待补全', 'nothing changed');
    const early = await createTemplate(t.app, { template_status: '待生成', ...COMPLETE_FIELDS });
    assert.equal((await batch({ template_ids: [ready.template_id, early.template_id], template_status: '已上架' })).statusCode, 409);
    const done = await batch({ template_ids: [ready.template_id], template_status: '已上架' });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal((await getTemplate(t.app, ready.template_id)).template_status, '已上架');
  });

  it('a published template lacking a field from before may be taken down and edited, not re-listed', async () => {
    const { template_video_url: _video, ...allButVideo } = COMPLETE_FIELDS;
    const template = await createTemplate(t.app, { template_status: '已上架', template_sub_status: '已上架', ...allButVideo });
    const down = await update({ template_id: template.template_id, template_sub_status: '已下架' });
    assert.equal(down.statusCode, 200, down.body);
    assert.equal((await update({ template_id: template.template_id, template_name: 'renamed' })).statusCode, 200);
    const missingVideo = '以下字段不能为空：模板视频。请先完善模板信息后再上架。';
    assertDetail(await update({ template_id: template.template_id, template_sub_status: '已上架' }), 422, missingVideo);
    assertDetail(
      await batch({ template_ids: [template.template_id], template_sub_status: '已上架' }),
      422,
      `模板 ${template.template_id}：${missingVideo}`,
    );
    assert.equal((await getTemplate(t.app, template.template_id)).template_sub_status, '已下架');
    const relisted = await update({
      template_id: template.template_id,
      template_sub_status: '已上架',
      template_video_url: COMPLETE_FIELDS.template_video_url,
    });
    assert.equal(relisted.statusCode, 200, relisted.body);
  });

  it('batch: templates are checked in the order given, and unknown ids are skipped as before', async () => {
    const early = await createTemplate(t.app, { template_status: '已生成', ...COMPLETE_FIELDS });
    const incomplete = await createTemplate(t.app, { template_status: '待补全' });
    const refused = await batch({ template_ids: [incomplete.template_id, early.template_id], template_status: '已上架' });
    assertDetail(refused, 422, `模板 ${incomplete.template_id}：${MISSING_ALL}`);
    const ready = await createTemplate(t.app, { template_status: '待补全', ...COMPLETE_FIELDS });
    const done = await batch({ template_ids: [2147483000, ready.template_id], template_status: '已上架' });
    assert.deepEqual(json(done), { updated: 1 });
  });
});
