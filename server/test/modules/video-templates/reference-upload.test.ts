import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { assertDetail, assertValidationError, authHeaders, createUser, json, assertRefused } from '../../helpers/api.js';
import {
  GIF,
  TASKS,
  TEMPLATES,
  WEBP,
  createTemplate,
  getTemplate,
  jpegImage,
  pngChunk,
  pngImage,
  postJson,
  uploadReference,
  waitFor,
  type FilePart,
} from '../../helpers/backend.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

/** Every file below a folder (none when it does not exist). */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath ?? (entry as any).path, entry.name));
  } catch {
    return [];
  }
}

/** A valid PNG of exactly `size` bytes (padded with a text chunk). */
function pngOfSize(size: number): Buffer {
  const base = pngImage(2, 2);
  const iend = base.subarray(base.length - 12);
  const body = base.subarray(0, base.length - 12);
  const padding = size - base.length - 12;
  return Buffer.concat([body, pngChunk('tEXt', Buffer.alloc(padding, 0x61)), iend]);
}

const file = (data: Buffer, filename = 'photo.png', contentType = 'image/png'): FilePart => ({
  name: 'reference_image',
  filename,
  contentType,
  data,
});

describe('reference image upload (generate-reference-video)', () => {
  let t: TestApp;
  let uploads: string;
  before(async () => {
    t = await buildTestApp();
    uploads = join(t.dataDir, 'uploads');
  });
  after(() => t.close());

  const fields = (template_id: number, index = 1) => ({ template_id: String(template_id), reference_image_index: String(index) });

  it('accepts PNG, JPEG, WebP and GIF judged by their bytes; sets template_reference_image_N and creates a task', async () => {
    const template = await createTemplate(t.app, { template_platform: 'jimeng', template_prompt: '樱花', original_template_id: 3 });
    const kinds: [Buffer, string, string, string][] = [
      [pngImage(), 'a.png', 'image/png', 'png'],
      [jpegImage(), 'b.jpg', 'image/jpeg', 'jpg'],
      [WEBP, 'c.webp', 'image/webp', 'webp'],
      [GIF, 'd.gif', 'image/gif', 'gif'],
    ];
    for (const [index, [data, name, declared, extension]] of kinds.entries()) {
      // The declared type does not matter: the bytes do.
      const response = await uploadReference(t.app, fields(template.template_id, index + 1), [
        file(data, name, index === 3 ? 'application/octet-stream' : declared),
      ]);
      assert.equal(response.statusCode, 200, response.body);
      const body = json(response);
      assert.deepEqual(Object.keys(body).sort(), ['message', 'reference_image_url', 'success', 'task_id']);
      assert.equal(body.success, true);
      assert.match(body.message, new RegExp(`参考图${index + 1}上传成功`));
      assert.match(body.reference_image_url, new RegExp(`^/media/references/[0-9a-f-]{36}\\.${extension}$`));
      assert.ok(Number.isInteger(body.task_id));

      const stored = await t.app.inject({ method: 'GET', url: body.reference_image_url });
      assert.equal(stored.statusCode, 200);
      assert.equal(
        stored.headers['content-type'],
        { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' }[extension],
      );
      assert.equal(stored.headers['x-content-type-options'], 'nosniff');
      assert.deepEqual(stored.rawPayload, data);

      const task = json(await t.app.inject({ method: 'GET', url: `${TASKS}/${body.task_id}`, headers: await adminHeadersOf(t) }));
      assert.equal(task.template_id, template.template_id);
      assert.equal(task.original_template_id, 3);
      assert.equal(task.platform, 'jimeng');
      assert.equal(task.task_status, 1);
      assert.equal(task.first_image, body.reference_image_url);
      assert.equal(task.user_id, 0);
      assert.equal(task.create_task_params.reference_image_index, index + 1);
      assert.equal(task.create_task_params.prompt, '樱花');
    }
    const updated = await getTemplate(t.app, template.template_id);
    for (let i = 1; i <= 4; i++) assert.match(updated[`template_reference_image_${i}`], /^\/media\/references\//);
    assert.equal((await filesUnder(join(uploads, 'references'))).length, 4);
  });

  it('refuses every kind of bad file and writes nothing', async () => {
    const template = await createTemplate(t.app);
    const before = (await filesUnder(uploads)).sort();
    const ok = fields(template.template_id);
    const png = pngImage();
    const htmlInChunk = Buffer.concat([
      png.subarray(0, 33),
      pngChunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>')),
      png.subarray(33),
    ]);
    const cases: [string, Awaited<ReturnType<typeof uploadReference>>, number][] = [
      [
        'text pretending to be a PNG',
        await uploadReference(t.app, ok, [file(Buffer.from('hello, I am not an image at all'), 'x.png')]),
        422,
      ],
      [
        'HTML with an image type',
        await uploadReference(t.app, ok, [file(Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.jpg', 'image/jpeg')]),
        422,
      ],
      [
        'SVG (script-capable)',
        await uploadReference(t.app, ok, [
          file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'x.svg', 'image/svg+xml'),
        ]),
        422,
      ],
      ['PNG header only', await uploadReference(t.app, ok, [file(png.subarray(0, 40))]), 422],
      [
        'polyglot: PNG followed by HTML',
        await uploadReference(t.app, ok, [file(Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]))]),
        422,
      ],
      [
        'polyglot: PNG with trailing bytes',
        await uploadReference(t.app, ok, [file(Buffer.concat([png, Buffer.from('PK\u0003\u0004zipdata')]))]),
        422,
      ],
      ['polyglot: script inside a PNG text chunk', await uploadReference(t.app, ok, [file(htmlInChunk)]), 422],
      [
        'polyglot: GIF header with JavaScript',
        await uploadReference(t.app, ok, [file(Buffer.from('GIF89a/*\u0000\u0000\u0000*/=alert(document.domain);'), 'x.gif', 'image/gif')]),
        422,
      ],
      [
        'polyglot: JPEG with data after its end',
        await uploadReference(t.app, ok, [file(Buffer.concat([jpegImage(), Buffer.from('trailing')]), 'x.jpg')]),
        422,
      ],
      ['WebP with a wrong RIFF size', await uploadReference(t.app, ok, [file(Buffer.concat([WEBP, Buffer.alloc(10)]), 'x.webp')]), 422],
      ['zero bytes', await uploadReference(t.app, ok, [file(Buffer.alloc(0))]), 422],
      ['10 MB + 1 byte', await uploadReference(t.app, ok, [file(pngOfSize(10 * 1024 * 1024 + 1))]), 413],
      ['a huge file name', await uploadReference(t.app, ok, [file(png, `${'a'.repeat(300)}.png`)]), 422],
      ['a traversal file name', await uploadReference(t.app, ok, [file(png, '../../../etc/passwd.png')]), 422],
      ['a 100 KB file name', await uploadReference(t.app, ok, [file(png, `${'n'.repeat(100_000)}.png`)]), 422],
      ['a Windows traversal file name', await uploadReference(t.app, ok, [file(png, '..\\..\\evil.png')]), 422],
      ['a file name with a control character', await uploadReference(t.app, ok, [file(png, 'a\u0001b.png')]), 422],
      ['two files', await uploadReference(t.app, ok, [file(png), file(png)]), 422],
      ['the file in another field', await uploadReference(t.app, ok, [{ ...file(png), name: 'image' }]), 422],
    ];
    for (const [what, response, status] of cases) {
      assert.equal(response.statusCode, status, `${what}: ${response.body}`);
      const detail = json(response).detail;
      assert.ok(typeof detail === 'string' || (Array.isArray(detail) && typeof detail[0].msg === 'string'), `${what}: ${response.body}`);
    }
    assert.match(json(cases[11]![1]).detail, /10 MB/);
    assertValidationError(cases[0]![1], ['body', 'reference_image'], 'file_type');
    assertValidationError(cases[10]![1], ['body', 'reference_image'], 'file_empty');
    for (const index of [12, 13, 14, 15, 16]) assertValidationError(cases[index]![1], ['body', 'reference_image'], 'file_name');
    assert.deepEqual((await filesUnder(uploads)).sort(), before, 'nothing written');
    assert.equal((await getTemplate(t.app, template.template_id)).template_reference_image_1, null);
    const tasks = json(
      await t.app.inject({ method: 'GET', url: `${TASKS}/?template_id=${template.template_id}`, headers: await adminHeadersOf(t) }),
    );
    assert.equal(tasks.count, 0, 'no task created');
  });

  it('exactly 10 MB is accepted', async () => {
    const template = await createTemplate(t.app);
    const response = await uploadReference(t.app, fields(template.template_id, 2), [file(pngOfSize(10 * 1024 * 1024))]);
    assert.equal(response.statusCode, 200, response.body);
  });

  it('checks the form fields, the template and its platform', async () => {
    const template = await createTemplate(t.app);
    const png = [file(pngImage())];
    assertValidationError(await uploadReference(t.app, { reference_image_index: '1' }, png), ['body', 'template_id'], 'missing');
    assertValidationError(
      await uploadReference(t.app, { template_id: String(template.template_id) }, png),
      ['body', 'reference_image_index'],
      'missing',
    );
    assertValidationError(
      await uploadReference(t.app, fields(template.template_id, 0), png),
      ['body', 'reference_image_index'],
      'greater_than_equal',
    );
    assertValidationError(
      await uploadReference(t.app, fields(template.template_id, 5), png),
      ['body', 'reference_image_index'],
      'less_than_equal',
    );
    assertValidationError(
      await uploadReference(t.app, { template_id: 'abc', reference_image_index: '1' }, png),
      ['body', 'template_id'],
      'int_parsing',
    );
    assertValidationError(
      await uploadReference(t.app, { template_id: String(template.template_id), reference_image_index: '1.5' }, png),
      ['body', 'reference_image_index'],
      'int_parsing',
    );
    assertValidationError(await uploadReference(t.app, fields(template.template_id), []), ['body', 'reference_image'], 'missing');
    assertDetail(await uploadReference(t.app, fields(2147483000), png), 404, 'Template not found');
    const noPlatform = await createTemplate(t.app, { template_platform: null });
    const refused = await uploadReference(t.app, fields(noPlatform.template_id), png);
    assert.equal(refused.statusCode, 422);
    assert.match(json(refused).detail, /template_platform/);
    const notMultipart = await postJson(t.app, `${TEMPLATES}/generate-reference-video`, {
      template_id: template.template_id,
      reference_image_index: 1,
    });
    assert.equal(notMultipart.statusCode, 415, notMultipart.body);
    const broken = await t.app.inject({
      method: 'POST',
      url: `${TEMPLATES}/generate-reference-video`,
      headers: { ...(await adminHeadersOf(t)), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="template_id"\r\n\r\n1\r\n--xyz\r\nbroken',
    });
    assert.ok(broken.statusCode >= 400 && broken.statusCode < 500, broken.body);
  });

  it('needs a superuser before reading anything', async () => {
    const template = await createTemplate(t.app);
    const png = [file(pngImage())];
    assertDetail(await uploadReference(t.app, fields(template.template_id), png, {}), 401, 'Not authenticated');
    const user = await createUser(t.app);
    assertRefused(await uploadReference(t.app, fields(template.template_id), png, user.headers), 'templates.edit');
    assertDetail(
      await uploadReference(t.app, fields(template.template_id), png, { authorization: 'Bearer forged' }),
      403,
      'Could not validate credentials',
    );
  });
});

describe('upload -> task -> template_video_url_N', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ WORKER_ENABLED: 'true', WORKER_POLL_INTERVAL_MS: '50', LOCAL_PLATFORM_DELAY_MS: '200' });
  });
  after(() => t.close());

  it('the worker runs the task on the local platform and the video lands in the template', async () => {
    const template = await createTemplate(t.app, { template_platform: 'minimax', template_prompt: 'p' });
    const upload = json(
      await uploadReference(t.app, { template_id: String(template.template_id), reference_image_index: '3' }, [file(pngImage(40, 30))]),
    );
    const headers = await adminHeadersOf(t);
    const task = await waitFor(
      async () => {
        const current = json(await t.app.inject({ method: 'GET', url: `${TASKS}/${upload.task_id}`, headers }));
        return current.task_status === 3 ? current : null;
      },
      15_000,
      'the task to complete',
    );
    assert.match(task.platform_task_id, /^local-/);
    assert.equal(task.create_task_rsp.platform, 'local');
    assert.match(task.create_task_rsp.note, /本地模拟平台/);
    assert.match(task.video_url, /^\/media\/videos\/local-task-\d+-[0-9a-f]{8}\.mp4$/);
    const updated = await waitFor(
      async () => {
        const current = await getTemplate(t.app, template.template_id);
        return current.template_video_url_3 ? current : null;
      },
      5000,
      'the template to get its video',
    );
    assert.equal(updated.template_video_url_3, task.video_url);
    assert.equal(updated.template_video_url_1, null);
    const video = await t.app.inject({ method: 'GET', url: task.video_url });
    assert.equal(video.statusCode, 200);
    assert.equal(video.headers['content-type'], 'video/mp4');
    assert.equal(video.rawPayload.toString('latin1', 4, 8), 'ftyp');
    const history = json(await t.app.inject({ method: 'GET', url: `${TEMPLATES}/${template.template_id}/history`, headers }));
    assert.deepEqual(history.data.map((entry: any) => entry.action).slice(0, 2), ['reference_video', 'reference_upload']);
    assert.deepEqual(history.data[0].changes.template_video_url_3, [null, task.video_url]);
    assert.equal(history.data[0].actor_email, null);
  });
});

async function adminHeadersOf(t: TestApp) {
  return authHeaders(t.app, ADMIN_EMAIL, ADMIN_PASSWORD);
}
