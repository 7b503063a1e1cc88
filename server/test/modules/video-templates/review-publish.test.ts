import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertDetail, assertValidationError, json } from '../../helpers/api.js';
import { COMPLETE_FIELDS, TEMPLATES, createTemplate, getTemplate, postJson } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

describe('review', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const review = (template_id: number, action: string) => postJson(t.app, `${TEMPLATES}/review`, { template_id, action });

  it('approve from 已生成: AI fills the empty name, main image, recommendation and evaluation, then 待补全 / UNREVIEWED', async () => {
    const template = await createTemplate(t.app, {
      template_name: null,
      template_prompt: '猫咪在窗台伸懒腰',
      template_status: '已生成',
      template_sub_status: 'AUDIT_PENDING',
      template_system_recommendation: '   ',
      template_user_evaluation: 'Already written',
      template_top_title: 'keep',
    });
    const response = await review(template.template_id, 'approve');
    assert.equal(response.statusCode, 200, response.body);
    const body = json(response);
    assert.deepEqual(Object.keys(body).sort(), ['message', 'success', 'template']);
    assert.equal(body.success, true);
    assert.match(body.message, /审核通过/);
    assert.match(body.message, /离线生成/);
    const reviewed = body.template;
    assert.equal(reviewed.template_status, '待补全');
    assert.equal(reviewed.template_sub_status, 'UNREVIEWED');
    assert.ok(reviewed.template_name && reviewed.template_name.trim() !== '', 'name filled');
    assert.match(reviewed.template_main_image, /^\/media\/generated\/[0-9a-f-]+\.svg$/);
    assert.ok(reviewed.template_system_recommendation.trim().length > 10, 'recommendation filled');
    assert.equal(reviewed.template_user_evaluation, 'Already written');
    assert.equal(reviewed.template_top_title, 'keep');
    assert.deepEqual(await getTemplate(t.app, template.template_id), reviewed);
    // The generated poster is served.
    const poster = await t.app.inject({ method: 'GET', url: reviewed.template_main_image });
    assert.equal(poster.statusCode, 200);
    assert.equal(poster.headers['content-type'], 'image/svg+xml');

    const history = json(
      await t.app.inject({ method: 'GET', url: `${TEMPLATES}/${template.template_id}/history`, headers: await adminHeaders(t.app) }),
    );
    const entry = history.data[0];
    assert.equal(entry.action, 'review');
    assert.deepEqual(entry.changes.template_status, ['已生成', '待补全']);
    assert.deepEqual(entry.changes.template_sub_status, ['AUDIT_PENDING', 'UNREVIEWED']);
    assert.deepEqual(entry.changes.template_name, [null, reviewed.template_name]);
    assert.equal(entry.changes.template_user_evaluation, undefined);
  });

  it('approve of a complete template changes only the statuses', async () => {
    const template = await createTemplate(t.app, {
      template_status: '已生成',
      template_name: 'n',
      template_main_image: '/m.png',
      template_system_recommendation: 'r',
      template_user_evaluation: 'e',
    });
    const body = json(await review(template.template_id, 'approve'));
    assert.equal(body.message, '审核通过，无需 AI 补全');
    assert.deepEqual(
      { ...body.template, updated_at: null },
      { ...template, template_status: '待补全', template_sub_status: 'UNREVIEWED', updated_at: null },
    );
  });

  it('reject from 已生成: 待生成 / AUDIT_FAILED', async () => {
    const template = await createTemplate(t.app, { template_status: '已生成', template_sub_status: 'UNREVIEWED' });
    const response = await review(template.template_id, 'reject');
    assert.equal(response.statusCode, 200, response.body);
    const body = json(response);
    assert.equal(body.success, true);
    assert.equal(body.template.template_status, '待生成');
    assert.equal(body.template.template_sub_status, 'AUDIT_FAILED');
    assert.equal(body.template.template_name, template.template_name);
  });

  it('409 from any other status, for both actions; 404 and 422 as usual', async () => {
    for (const status of ['待生成', '待补全', '已上架']) {
      const template = await createTemplate(t.app, { template_status: status });
      for (const action of ['approve', 'reject']) {
        const response = await review(template.template_id, action);
        assert.equal(response.statusCode, 409, response.body);
        assert.match(json(response).detail, /已生成/);
      }
      assert.equal((await getTemplate(t.app, template.template_id)).template_status, status);
    }
    // Reviewing twice: the second one finds the template already moved on.
    const once = await createTemplate(t.app, { template_status: '已生成' });
    assert.equal((await review(once.template_id, 'reject')).statusCode, 200);
    assert.equal((await review(once.template_id, 'reject')).statusCode, 409);
    assertDetail(await review(2147483000, 'approve'), 404, 'Template not found');
    assertValidationError(await review(once.template_id, 'maybe'), ['body', 'action'], 'enum');
    assertValidationError(await postJson(t.app, `${TEMPLATES}/review`, { template_id: once.template_id }), ['body', 'action'], 'missing');
  });

  it('two approvals at the same moment: exactly one wins', async () => {
    const template = await createTemplate(t.app, {
      template_status: '已生成',
      template_name: 'n',
      template_main_image: '/m.png',
      template_system_recommendation: 'r',
      template_user_evaluation: 'e',
    });
    const results = await Promise.all([review(template.template_id, 'approve'), review(template.template_id, 'reject')]);
    assert.deepEqual(results.map((response) => response.statusCode).sort(), [200, 409]);
  });
});

describe('publish', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const publish = (template_id: number) => postJson(t.app, `${TEMPLATES}/publish`, { template_id });

  it('from 待补全 with every required field: 已上架 / 已上架', async () => {
    const template = await createTemplate(t.app, { ...COMPLETE_FIELDS, template_status: '待补全' });
    const response = await publish(template.template_id);
    assert.equal(response.statusCode, 200, response.body);
    const body = json(response);
    assert.equal(body.success, true);
    assert.equal(body.template.template_status, '已上架');
    assert.equal(body.template.template_sub_status, '已上架');
    assert.deepEqual(await getTemplate(t.app, template.template_id), body.template);
    const history = json(
      await t.app.inject({ method: 'GET', url: `${TEMPLATES}/${template.template_id}/history`, headers: await adminHeaders(t.app) }),
    );
    assert.equal(history.data[0].action, 'publish');
    assert.deepEqual(history.data[0].changes, { template_status: ['待补全', '已上架'], template_sub_status: ['UNREVIEWED', '已上架'] });
  });

  it('422 naming every empty or blank required field, in the spec’s words', async () => {
    const all = await createTemplate(t.app, { template_status: '待补全', photo_tips_id: null });
    assertDetail(
      await publish(all.template_id),
      422,
      '以下字段不能为空：模板分类ID、照片提示ID、模板标题、模板主图、模板视频。请先完善模板信息后再上架。',
    );
    const blank = await createTemplate(t.app, {
      ...COMPLETE_FIELDS,
      template_status: '待补全',
      template_category_id: '  ',
      template_top_title: '\t',
    });
    assertDetail(await publish(blank.template_id), 422, '以下字段不能为空：模板分类ID、模板标题。请先完善模板信息后再上架。');
    for (const [field, label] of [
      ['template_category_id', '模板分类ID'],
      ['photo_tips_id', '照片提示ID'],
      ['template_top_title', '模板标题'],
      ['template_main_image', '模板主图'],
      ['template_video_url', '模板视频'],
    ]) {
      const template = await createTemplate(t.app, { ...COMPLETE_FIELDS, template_status: '待补全', [field!]: null });
      assertDetail(await publish(template.template_id), 422, `以下字段不能为空：${label}。请先完善模板信息后再上架。`);
      assert.equal((await getTemplate(t.app, template.template_id)).template_status, '待补全');
    }
  });

  it('409 unless the status is 待补全 (checked before the fields); 404 unknown', async () => {
    for (const status of ['待生成', '已生成', '已上架']) {
      const template = await createTemplate(t.app, { template_status: status });
      const response = await publish(template.template_id);
      assert.equal(response.statusCode, 409, response.body);
      assert.match(json(response).detail, /待补全/);
    }
    assertDetail(await publish(2147483000), 404, 'Template not found');
  });

  it('take down and re-list through the sub-status', async () => {
    const template = await createTemplate(t.app, { ...COMPLETE_FIELDS, template_status: '待补全' });
    await publish(template.template_id);
    const down = json(await postJson(t.app, `${TEMPLATES}/update`, { template_id: template.template_id, template_sub_status: '已下架' }));
    assert.equal(down.template_status, '已上架');
    assert.equal(down.template_sub_status, '已下架');
    const up = json(await postJson(t.app, `${TEMPLATES}/update`, { template_id: template.template_id, template_sub_status: '已上架' }));
    assert.equal(up.template_sub_status, '已上架');
  });
});
