import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { adminHeaders } from '../helpers/api.js'
import { BACKEND_ROUTES, TASKS, TEMPLATES, createTask, createTemplate } from '../helpers/backend.js'
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js'

// Odd values for every kind of field: no input may yield a 500.
const ODD_VALUES: unknown[] = [
  null, true, 0, -1, 1.5, 1e308, -2147483649, 2147483648, Number.MAX_SAFE_INTEGER, '', ' ', 'x'.repeat(20_000), '0', '1e3',
  '待生成', 'ＡＢＣ', '🙂'.repeat(300), 'a\u0000b', '../../etc/passwd', 'javascript:alert(1)', '%', '"', "'; drop table video_tasks; --",
  [], [1, 2], {}, { nested: { deeper: [1, { x: 'y' }] } }, { '\u0000key': 1 },
]

const FIELDS = [
  'template_id', 'template_ids', 'template_name', 'template_status', 'template_sub_status', 'template_platform', 'template_params',
  'template_main_image', 'photo_tips_id', 'template_is_manual_audit', 'original_template_id', 'action', 'user_id', 'platform',
  'task_status', 'is_read', 'create_task_params', 'video_url',
]

describe('no input yields a 500 on /api/backend', () => {
  let t: TestApp
  let headers: Record<string, string>
  before(async () => {
    t = await buildTestApp()
    headers = await adminHeaders(t.app)
    await createTemplate(t.app, { template_status: '已生成' })
    await createTask(t.app)
  })
  after(() => t.close())

  it('odd JSON bodies on every call', async () => {
    const failures: string[] = []
    for (const [method, url] of BACKEND_ROUTES) {
      if (method === 'GET' || method === 'DELETE') continue
      const bodies: unknown[] = [[], 'text', 42, ...FIELDS.flatMap((field) => ODD_VALUES.map((value) => ({ template_id: 1, [field]: value })))]
      for (const payload of bodies) {
        const response = await t.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) })
        if (response.statusCode >= 500) failures.push(`${method} ${url} ${JSON.stringify(payload).slice(0, 80)} -> ${response.statusCode} ${response.body}`)
      }
    }
    assert.deepEqual(failures, [])
  })

  it('odd query strings and path ids', async () => {
    const failures: string[] = []
    const values = ['', '-1', '0', '1.5', '99999999999999999999', 'abc', '%00', '%25', '%22', '%F0%9F%99%82', 'a%2Fb', '1e3', ' 1', '1 ', '[]', '2147483648']
    for (const value of values) {
      for (const name of ['skip', 'limit', 'template_id', 'template_name', 'template_top_title', 'template_status', 'template_sub_status', 'template_platform']) {
        const response = await t.app.inject({ method: 'POST', url: `${TEMPLATES}/list?${name}=${value}`, headers })
        if (response.statusCode >= 500) failures.push(`list ${name}=${value} -> ${response.statusCode}`)
      }
      for (const name of ['skip', 'limit', 'sort_by', 'sort_order', 'task_id', 'template_id', 'original_template_id', 'user_id', 'platform', 'task_status']) {
        const response = await t.app.inject({ method: 'GET', url: `${TASKS}/?${name}=${value}`, headers })
        if (response.statusCode >= 500) failures.push(`tasks ${name}=${value} -> ${response.statusCode}`)
      }
      for (const [method, url] of [['GET', `${TASKS}/${value}`], ['PUT', `${TASKS}/${value}`], ['DELETE', `${TASKS}/${value}`], ['GET', `${TEMPLATES}/${value}/history`]] as const) {
        const response = await t.app.inject({ method, url, headers, ...(method === 'PUT' ? { payload: { is_read: true } } : {}) })
        if (response.statusCode >= 500) failures.push(`${method} ${url} -> ${response.statusCode}`)
      }
    }
    assert.deepEqual(failures, [])
  })
})
