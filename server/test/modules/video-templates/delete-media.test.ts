import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { newKey } from '../../../src/plugins/storage.js'
import { TEMPLATES, createTask, createTemplate, pngImage, postJson } from '../../helpers/backend.js'
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js'

describe('video templates: deleting one removes the files nothing else uses', () => {
  let t: TestApp
  before(async () => {
    t = await buildTestApp()
  })
  after(() => t.close())

  async function storedFile(): Promise<{ key: string; url: string }> {
    const key = newKey('references', 'png')
    await t.app.storage.put(key, pngImage())
    return { key, url: t.app.storage.url(key) }
  }
  const exists = async (key: string) => (await t.app.storage.get(key)) !== null
  const remove = async (id: number) => assert.equal((await postJson(t.app, `${TEMPLATES}/delete`, { template_id: id })).statusCode, 200)

  it('its own files go; a file another template or a task uses stays; other URLs are left alone', async () => {
    const own = await storedFile()
    const shared = await storedFile()
    const ofATask = await storedFile()
    const template = await createTemplate(t.app, {
      template_main_image: own.url,
      template_reference_image_1: shared.url,
      template_video_url: ofATask.url,
      template_video_url_1: 'https://cdn.example.com/elsewhere.mp4',
    })
    const sibling = await createTemplate(t.app, { template_reference_image_2: shared.url })
    await createTask(t.app, { video_url: ofATask.url, task_status: 3 })

    await remove(template.template_id)
    assert.deepEqual([await exists(own.key), await exists(shared.key), await exists(ofATask.key)], [false, true, true])

    await remove(sibling.template_id)
    assert.equal(await exists(shared.key), false, 'gone once its last template is')
  })
})
