import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertValidationError, json } from '../../helpers/api.js';
import { TEMPLATES, createTemplate, postJson } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const copyOf = async (t: TestApp, body: Record<string, unknown>) => {
  const response = await postJson(t.app, `${TEMPLATES}/copy`, body);
  assert.equal(response.statusCode, 200, response.body);
  return json(response);
};

describe("video templates: a copy's name", () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it("takes the suffix of the language asked, Chinese unless asked; the source's name is left as it was", async () => {
    const source = await createTemplate(t.app, { template_name: '海边的猫' });
    assert.equal((await copyOf(t, { template_id: source.template_id })).template_name, '海边的猫（副本）');
    assert.equal((await copyOf(t, { template_id: source.template_id, language: 'zh-CN' })).template_name, '海边的猫（副本）');
    const english = await copyOf(t, { template_id: source.template_id, language: 'en' });
    assert.equal(english.template_name, '海边的猫 (copy)');
    // A copy of a copy says so twice: each is a template of its own.
    assert.equal((await copyOf(t, { template_id: english.template_id, language: 'en' })).template_name, '海边的猫 (copy) (copy)');
    assert.equal(json(await postJson(t.app, `${TEMPLATES}/get`, { template_id: source.template_id })).template_name, '海边的猫');
  });

  it('a nameless template gives a nameless copy', async () => {
    const nameless = await createTemplate(t.app, { template_name: null });
    assert.equal((await copyOf(t, { template_id: nameless.template_id, language: 'en' })).template_name, null);
    const blank = await createTemplate(t.app, { template_name: '  ' });
    assert.equal((await copyOf(t, { template_id: blank.template_id })).template_name, '  ');
  });

  it('a name at the stored maximum is shortened so the copy still fits, never splitting a character', async () => {
    const longest = await createTemplate(t.app, { template_name: '长'.repeat(255) });
    const chinese = await copyOf(t, { template_id: longest.template_id });
    assert.equal(chinese.template_name, `${'长'.repeat(251)}（副本）`);
    const emoji = await createTemplate(t.app, { template_name: '😀'.repeat(255) });
    const english = await copyOf(t, { template_id: emoji.template_id, language: 'en' });
    assert.equal([...english.template_name].length, 255);
    assert.equal(english.template_name, `${'😀'.repeat(248)} (copy)`);
    // What the copy holds can be sent back unchanged.
    const resaved = await postJson(t.app, `${TEMPLATES}/update`, {
      template_id: english.template_id,
      template_name: english.template_name,
    });
    assert.equal(resaved.statusCode, 200, resaved.body);
  });

  it('an unknown language is refused (422), and nothing is copied', async () => {
    const source = await createTemplate(t.app, { template_name: '源' });
    assertValidationError(await postJson(t.app, `${TEMPLATES}/copy`, { template_id: source.template_id, language: 'fr' }), [
      'body',
      'language',
    ]);
    assertValidationError(await postJson(t.app, `${TEMPLATES}/copy`, { template_id: source.template_id, language: 7 }), [
      'body',
      'language',
    ]);
    const list = json(await postJson(t.app, `${TEMPLATES}/list?template_name=源`, {}));
    assert.equal(list.count, 1);
  });
});
