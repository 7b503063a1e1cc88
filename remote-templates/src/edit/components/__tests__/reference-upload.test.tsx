import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDialog } from '../../../testing/render-dialog';
import { makeTemplate } from '../../../testing/template-fixtures';
import { serveTemplates } from '../../../testing/templates-handlers';

const hidden = { hidden: true } as const;

/** Stands in for the browser's XMLHttpRequest: records the request, answers when told. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  // A real XHR's events arrive from outside React, so the test delivers them inside act().
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Error';
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

/**
 * The test environment's FormData comes from Node and refuses jsdom's File, which a browser's
 * never would; this one only records what the form holds.
 */
class RecordingFormData {
  private readonly entries = new Map<string, unknown>();
  append(name: string, value: unknown) {
    this.entries.set(name, value);
  }
  get(name: string) {
    return this.entries.get(name) ?? null;
  }
}

const realXhr = window.XMLHttpRequest;
const realFormData = globalThis.FormData;
beforeEach(() => {
  FakeXhr.sent = [];
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  globalThis.FormData = RecordingFormData as unknown as typeof FormData;
});
afterEach(() => {
  window.XMLHttpRequest = realXhr;
  globalThis.FormData = realFormData;
});

function imageFile(name = 'cat.png', type = 'image/png', size?: number): File {
  const file = new File([new Uint8Array([137, 80, 78, 71])], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function openSlot(index: number, template = makeTemplate({ template_id: 9 })) {
  const backend = serveTemplates([template]);
  const { dialog } = await renderDialog(template);
  const slot = within(dialog).getByRole('group', { name: `辅助视频 ${index}`, ...hidden });
  return { ...backend, dialog, slot };
}

test('each of the four slots shows its current reference image and read-only video URL', async () => {
  const { dialog } = await openSlot(
    1,
    makeTemplate({ template_id: 9, template_reference_image_2: '/media/ref-2.png', template_video_url_2: '/media/aux-2.mp4' }),
  );
  const second = within(dialog).getByRole('group', { name: '辅助视频 2', ...hidden });
  expect(within(second).getByRole('img', { name: '当前参考图 2', ...hidden })).toHaveAttribute('src', '/media/ref-2.png');
  const url = within(second).getByRole('textbox', { name: '视频URL 2', ...hidden });
  expect(url).toHaveValue('/media/aux-2.mp4');
  expect(url).toHaveAttribute('readonly');
  const first = within(dialog).getByRole('group', { name: '辅助视频 1', ...hidden });
  expect(within(first).getByText('暂无参考图')).toBeInTheDocument();
  for (const index of [3, 4]) expect(within(dialog).getByRole('group', { name: `辅助视频 ${index}`, ...hidden })).toBeInTheDocument();
  expect(within(first).getByLabelText('选择参考图 1')).toHaveAttribute('accept', 'image/*');
});

test('without a file, 生成视频 is disabled and says why: 请选择图片; a chosen image enables it', async () => {
  const { slot } = await openSlot(1);
  const generate = within(slot).getByRole('button', { name: '生成辅助视频 1', ...hidden });
  expect(generate).toHaveAttribute('aria-disabled', 'true');
  const hint = within(slot).getByText('请选择图片');
  expect(generate).toHaveAttribute('aria-describedby', hint.id);
  await userEvent.click(generate);
  expect(FakeXhr.sent).toHaveLength(0);

  await userEvent.upload(within(slot).getByLabelText('选择参考图 1'), imageFile('cat.png'));
  expect(generate).not.toHaveAttribute('aria-disabled', 'true');
  expect(generate).not.toHaveAttribute('aria-describedby');
  expect(within(slot).queryByText('请选择图片')).not.toBeInTheDocument();
});

test('a file that is not an image is refused: 文件类型错误，请选择图片文件', async () => {
  const { slot } = await openSlot(1);
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(within(slot).getByLabelText('选择参考图 1'), imageFile('notes.txt', 'text/plain'));
  expect(await screen.findByText('文件类型错误，请选择图片文件')).toBeInTheDocument();
  await user.click(within(slot).getByRole('button', { name: '生成辅助视频 1', ...hidden }));
  expect(within(slot).getByText('请选择图片')).toBeInTheDocument();
  expect(FakeXhr.sent).toHaveLength(0);
});

test('an image over 10 MB is refused: 图片文件大小不能超过10MB', async () => {
  const { slot } = await openSlot(1);
  await userEvent.upload(within(slot).getByLabelText('选择参考图 1'), imageFile('big.png', 'image/png', 10 * 1024 * 1024 + 1));
  expect(await screen.findByText('图片文件大小不能超过10MB')).toBeInTheDocument();
  await userEvent.click(within(slot).getByRole('button', { name: '生成辅助视频 1', ...hidden }));
  expect(FakeXhr.sent).toHaveLength(0);
});

test('upload: multipart with the bearer token, a progress bar and loading button, 上传成功, then the video arrives by itself', async () => {
  window.localStorage.setItem('access_token', 'admin-token');
  const { slot, table } = await openSlot(2);
  await userEvent.upload(within(slot).getByLabelText('选择参考图 2'), imageFile('cat.png'));
  expect(within(slot).getByText('已选择：cat.png')).toBeInTheDocument();
  const generate = within(slot).getByRole('button', { name: '生成辅助视频 2', ...hidden });
  await userEvent.click(generate);

  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  const xhr = FakeXhr.sent[0]!;
  expect(xhr.method).toBe('POST');
  expect(xhr.url).toBe('http://api.test/api/backend/video-template/generate-reference-video');
  expect(xhr.headers.Authorization).toBe('Bearer admin-token');
  expect(xhr.withCredentials).toBe(true);
  expect(xhr.body!.get('template_id')).toBe('9');
  expect(xhr.body!.get('reference_image_index')).toBe('2');
  expect((xhr.body!.get('reference_image') as File).name).toBe('cat.png');

  expect(generate).toBeDisabled();
  expect(generate).toHaveTextContent('生成中...');
  xhr.progress(30, 100);
  const bar = await within(slot).findByRole('progressbar', { name: '参考图 2 上传进度', ...hidden });
  await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '0.3'));

  // The server stores the image at once; the video comes later from the task.
  table[0]!.template_reference_image_2 = '/media/uploaded-ref.png';
  xhr.respond(200, { success: true, message: 'ok', reference_image_url: '/media/uploaded-ref.png', task_id: 77 });
  expect(await screen.findByText('上传成功')).toBeInTheDocument();
  expect(screen.getByText('参考图2上传成功，已创建视频生成任务')).toBeInTheDocument();
  expect(await within(slot).findByRole('img', { name: '当前参考图 2', ...hidden })).toHaveAttribute('src', '/media/uploaded-ref.png');
  expect(within(slot).getByText('视频生成中，完成后将自动显示')).toBeInTheDocument();
  expect(within(slot).getByRole('progressbar', { name: '辅助视频 2 生成进度', ...hidden })).toBeInTheDocument();
  // The task the upload started, on the video task screen filtered to it.
  const link = within(slot).getByRole('link', { name: '查看视频任务 #77（新标签页打开）', ...hidden });
  expect(link).toHaveAttribute('href', '/admin/video-tasks?task_id=77');
  expect(link).toHaveAttribute('target', '_blank');
  expect(generate).toBeEnabled();
  // The image went: the next video needs a new one.
  expect(within(slot).getByText('请选择图片')).toBeInTheDocument();

  table[0]!.template_video_url_2 = '/media/generated-2.mp4';
  await waitFor(() => expect(within(slot).getByRole('textbox', { name: '视频URL 2', ...hidden })).toHaveValue('/media/generated-2.mp4'), {
    timeout: 8000,
  });
  expect(within(slot).queryByText('视频生成中，完成后将自动显示')).not.toBeInTheDocument();
  expect(within(slot).queryByRole('progressbar', hidden)).not.toBeInTheDocument();
  expect(slot.querySelector('video')).toHaveAttribute('src', '/media/generated-2.mp4');
});

test('a chosen image not yet sent is unsaved work: closing asks first', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const { slot, dialog } = await openSlot(3);
  await userEvent.upload(within(slot).getByLabelText('选择参考图 3'), imageFile('cat.png'));
  await userEvent.click(within(dialog).getByRole('button', { name: '取消', ...hidden }));
  expect(confirm).toHaveBeenCalledWith('有未保存的修改，确定要放弃吗？');
  expect(screen.getByRole('dialog', hidden)).toBeInTheDocument();
  confirm.mockRestore();
});

test('a refused upload shows 上传失败 with the server detail, or the generic text', async () => {
  const { slot } = await openSlot(1);
  const input = within(slot).getByLabelText('选择参考图 1');
  const generate = within(slot).getByRole('button', { name: '生成辅助视频 1', ...hidden });

  await userEvent.upload(input, imageFile());
  await userEvent.click(generate);
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  FakeXhr.sent[0]!.respond(413, { detail: '图片不能超过10MB' });
  expect(await screen.findByText('上传失败')).toBeInTheDocument();
  expect(screen.getByText('图片不能超过10MB')).toBeInTheDocument();

  // The chosen file stays, so the admin can try again.
  await userEvent.click(generate);
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
  FakeXhr.sent[1]!.respond(200, { success: false, message: 'no' });
  expect(await screen.findByText('上传失败，请稍后重试')).toBeInTheDocument();
});
