import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { newKey } from '../../../src/storage/keys.js';
import { adminHeaders, json } from '../../helpers/api.js';
import { TASKS, TEMPLATES, createTask, createTemplate, getTemplate, pngImage, postJson, uploadReference } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

describe('video templates: deleting one removes the files nothing else uses', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  async function storedFile(): Promise<{ key: string; url: string }> {
    const key = newKey('references', 'png');
    await t.app.storage.put(key, pngImage());
    return { key, url: t.app.storage.url(key) };
  }
  const exists = async (key: string) => (await t.app.storage.get(key)) !== null;
  const remove = async (id: number) => assert.equal((await postJson(t.app, `${TEMPLATES}/delete`, { template_id: id })).statusCode, 200);

  it('its own files go; a file another template or a task uses stays; other URLs are left alone', async () => {
    const own = await storedFile();
    const shared = await storedFile();
    const ofATask = await storedFile();
    const template = await createTemplate(t.app, {
      template_main_image: own.url,
      template_reference_image_1: shared.url,
      template_video_url: ofATask.url,
      template_video_url_1: 'https://cdn.example.com/elsewhere.mp4',
    });
    const sibling = await createTemplate(t.app, { template_reference_image_2: shared.url });
    await createTask(t.app, { video_url: ofATask.url, task_status: 3 });

    await remove(template.template_id);
    assert.deepEqual([await exists(own.key), await exists(shared.key), await exists(ofATask.key)], [false, true, true]);

    await remove(sibling.template_id);
    assert.equal(await exists(shared.key), false, 'gone once its last template is');
  });

  const removeTask = async (id: number) =>
    assert.equal((await t.app.inject({ method: 'DELETE', url: `${TASKS}/${id}`, headers: await adminHeaders(t.app) })).statusCode, 200);

  it('a file another row points at with a query or fragment after its URL is still in use', async () => {
    const queried = await storedFile();
    const fragment = await storedFile();
    const template = await createTemplate(t.app, { template_main_image: queried.url, template_video_url: fragment.url });
    await createTemplate(t.app, { template_main_image: `${queried.url}?v=2` });
    await createTask(t.app, { video_url: `${fragment.url}#t=3`, task_status: 3 });
    await remove(template.template_id);
    assert.deepEqual([await exists(queried.key), await exists(fragment.key)], [true, true]);
  });

  it('deleting a task removes its files that nothing else uses', async () => {
    const image = await storedFile();
    const video = await storedFile();
    const template = await createTemplate(t.app, { template_reference_image_1: image.url });
    const task = await createTask(t.app, {
      template_id: template.template_id,
      first_image: image.url,
      video_url: video.url,
      task_status: 3,
    });
    await removeTask(task.task_id);
    assert.deepEqual([await exists(image.key), await exists(video.key)], [true, false], 'the template still shows the image');
    await remove(template.template_id);
    assert.equal(await exists(image.key), false);
  });

  it('a reference upload: its image and video stay while its task or template holds them, and go with the last', async () => {
    const fast = await buildTestApp({ LOCAL_PLATFORM_DELAY_MS: '0', TASK_POLL_INTERVAL_MS: '0' });
    try {
      const template = await createTemplate(fast.app, { template_platform: 'keling' });
      const fields = { template_id: String(template.template_id), reference_image_index: '1' };
      const upload = await uploadReference(fast.app, fields, [
        { name: 'reference_image', filename: 'r.png', contentType: 'image/png', data: pngImage() },
      ]);
      assert.equal(upload.statusCode, 200, upload.body);
      for (let round = 0; round < 3; round++) {
        await fast.app.worker.claimAndRun();
        await fast.app.worker.idle();
      }
      const filled = await getTemplate(fast.app, template.template_id);
      const keys = [filled.template_reference_image_1, filled.template_video_url_1].map((url: string) => fast.app.storage.keyOf(url));
      assert.ok(
        keys.every((key) => key !== null),
        JSON.stringify(filled),
      );
      const stored = async () => Promise.all(keys.map(async (key) => (await fast.app.storage.get(key!)) !== null));

      assert.equal((await postJson(fast.app, `${TEMPLATES}/delete`, { template_id: template.template_id })).statusCode, 200);
      assert.deepEqual(await stored(), [true, true], 'the task still shows both');
      const headers = await adminHeaders(fast.app);
      assert.equal((await fast.app.inject({ method: 'DELETE', url: `${TASKS}/${json(upload).task_id}`, headers })).statusCode, 200);
      assert.deepEqual(await stored(), [false, false]);
    } finally {
      await fast.close();
    }
  });

  it('shared files written under fixed keys (the sample clip, the demo set) stay', async () => {
    const shared = ['samples/sample-clip.mp4', 'demo/poster-01.svg'];
    for (const key of shared) await t.app.storage.put(key, pngImage());
    const template = await createTemplate(t.app, {
      template_video_url: t.app.storage.url(shared[0]!),
      template_main_image: t.app.storage.url(shared[1]!),
    });
    await remove(template.template_id);
    assert.deepEqual(await Promise.all(shared.map(exists)), [true, true]);
  });
});
