import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertRefused, createUser, json, type CreatedUser } from '../../helpers/api.js';
import { COMPLETE_FIELDS, TEMPLATES, createTemplate, getTemplate, postJson } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

/** A status move through the update call needs reviewing, or publishing when 已上架 is involved. */
describe('video templates: who may move a status through update', () => {
  let t: TestApp;
  let reviewer: CreatedUser;
  let publisher: CreatedUser;
  before(async () => {
    t = await buildTestApp();
    reviewer = await createUser(t.app, { roles: ['template_reviewer'] });
    publisher = await createUser(t.app, { roles: ['template_publisher'] });
  });
  after(() => t.close());

  const update = (as: CreatedUser, payload: object) => postJson(t.app, `${TEMPLATES}/update`, payload, as.headers);

  it('a reviewer edits fields, and passes or rejects along the pipeline', async () => {
    const template = await createTemplate(t.app, { template_status: '待生成' });
    const edited = await update(reviewer, { template_id: template.template_id, template_name: 'Renamed', template_status: '待生成' });
    assert.equal(edited.statusCode, 200, edited.body);
    const passed = await update(reviewer, { template_id: template.template_id, template_status: '已生成' });
    assert.equal(passed.statusCode, 200, passed.body);
    assert.equal(json(passed).template_status, '已生成');
    const rejected = await update(reviewer, { template_id: template.template_id, template_sub_status: 'AUDIT_FAILED' });
    assert.equal(rejected.statusCode, 200, rejected.body);
  });

  it('a reviewer may neither publish, nor take down or re-list; the template stays as it was', async () => {
    const ready = await createTemplate(t.app, { template_status: '待补全', ...COMPLETE_FIELDS });
    assertRefused(await update(reviewer, { template_id: ready.template_id, template_status: '已上架' }), 'templates.publish');
    assert.equal((await getTemplate(t.app, ready.template_id)).template_status, '待补全');

    const published = await createTemplate(t.app, { template_status: '已上架', ...COMPLETE_FIELDS });
    const before = (await getTemplate(t.app, published.template_id)).template_sub_status;
    assertRefused(await update(reviewer, { template_id: published.template_id, template_sub_status: '已下架' }), 'templates.publish');
    assertRefused(await update(reviewer, { template_id: published.template_id, template_status: '已生成' }), 'templates.publish');
    const after = await getTemplate(t.app, published.template_id);
    assert.equal(after.template_status, '已上架');
    assert.equal(after.template_sub_status, before);
  });

  it('a publisher takes down and re-lists', async () => {
    const published = await createTemplate(t.app, { template_status: '已上架', ...COMPLETE_FIELDS });
    const down = await update(publisher, { template_id: published.template_id, template_sub_status: '已下架' });
    assert.equal(down.statusCode, 200, down.body);
    const relisted = await update(publisher, { template_id: published.template_id, template_sub_status: '已上架' });
    assert.equal(relisted.statusCode, 200, relisted.body);
  });
});
