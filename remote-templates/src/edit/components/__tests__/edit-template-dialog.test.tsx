import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiServer, callsTo, HttpResponse } from '@video-admin/shared-ui/testing';
import { renderDialog } from '../../../testing/render-dialog';
import { makeTemplate } from '../../../testing/template-fixtures';
import { serveTemplates } from '../../../testing/templates-handlers';

const BASE = '/api/backend/video-template';
const hidden = { hidden: true } as const;

function field(dialog: HTMLElement, name: string) {
  return within(dialog).getByRole('textbox', { name, ...hidden });
}

test('the read-only part: ids, prompt, up to four reference images and the main video, or their fallbacks', async () => {
  const copy = makeTemplate({
    template_id: 9,
    original_template_id: 4,
    template_prompt: '一只猫在海边奔跑',
    template_reference_image_1: '/media/ref-1.png',
    template_reference_image_3: 'https://cdn.example.com/ref-3.png',
    template_reference_image_4: 'data:image/png;base64,AAAA',
    template_video_url: '/media/main.mp4',
  });
  serveTemplates([copy]);
  const { dialog, unmount } = await renderDialog(copy);

  const basics = within(dialog).getByRole('region', { name: '基本信息', ...hidden });
  expect(within(basics).getByRole('group', { name: '模板ID', ...hidden })).toHaveTextContent('9');
  expect(within(basics).getByRole('group', { name: '原模板ID', ...hidden })).toHaveTextContent('4');
  expect(within(basics).getByText('一只猫在海边奔跑')).toBeInTheDocument();
  const images = within(within(basics).getByRole('group', { name: '参考图', ...hidden })).getAllByRole('img', hidden);
  expect(images.map((image) => image.getAttribute('src'))).toEqual(['/media/ref-1.png', 'https://cdn.example.com/ref-3.png']);
  expect(basics.querySelector('video')).toHaveAttribute('src', '/media/main.mp4');
  unmount();

  const bare = makeTemplate({ template_id: 10, original_template_id: null, template_prompt: null, template_video_url: null });
  serveTemplates([bare]);
  const second = await renderDialog(bare);
  const bareBasics = within(second.dialog).getByRole('region', { name: '基本信息', ...hidden });
  expect(within(bareBasics).getByRole('group', { name: '原模板ID', ...hidden })).toHaveTextContent('原创');
  expect(within(bareBasics).getByText('暂无提示词')).toBeInTheDocument();
  expect(within(bareBasics).getByText('暂无参考图')).toBeInTheDocument();
  expect(within(bareBasics).getByText('暂无视频')).toBeInTheDocument();
});

test('save sends the id and every editable field, empties as null, then says 更新成功 and closes', async () => {
  const template = makeTemplate({ template_id: 9, template_image_num: 1, photo_tips_id: 1 });
  const { requests } = serveTemplates([template]);
  const { dialog } = await renderDialog(template);

  await userEvent.clear(field(dialog, '模板名称'));
  await userEvent.type(field(dialog, '模板名称'), '  新名字 ');
  await userEvent.click(within(dialog).getByRole('radio', { name: '双图', ...hidden }));
  await userEvent.clear(field(dialog, '模板标题'));
  await userEvent.clear(field(dialog, '模板分类ID'));
  await userEvent.type(field(dialog, '模板分类ID'), 'cat-2');
  await userEvent.clear(field(dialog, '静态图片URL'));
  await userEvent.type(field(dialog, '静态图片URL'), 'https://cdn.example.com/new.png');
  await userEvent.click(within(dialog).getByRole('radio', { name: '宠物', ...hidden }));
  await userEvent.clear(field(dialog, '系统推荐'));
  await userEvent.clear(field(dialog, '用户评价'));
  await userEvent.type(field(dialog, '用户评价'), '很好');
  await userEvent.click(within(dialog).getByRole('button', { name: '保存修改', ...hidden }));

  expect(await screen.findByText('更新成功')).toBeInTheDocument();
  expect(screen.getByText('模板 #9 已更新')).toBeInTheDocument();
  const update = callsTo(requests, `POST ${BASE}/update`);
  expect(update).toHaveLength(1);
  expect(JSON.parse(update[0]!.body)).toEqual({
    template_id: 9,
    template_name: '新名字',
    template_image_num: 2,
    template_top_title: null,
    template_category_id: 'cat-2',
    template_main_image: 'https://cdn.example.com/new.png',
    photo_tips_id: 3,
    template_system_recommendation: null,
    template_user_evaluation: '很好',
  });
  await waitFor(() => expect(screen.queryByRole('dialog', hidden)).not.toBeInTheDocument());
});

test('a refused save says 更新失败 and keeps the dialog open', async () => {
  const template = makeTemplate({ template_id: 9 });
  serveTemplates([template]);
  apiServer.use(api.post(`${BASE}/update`, ({ response }) => response.untyped(HttpResponse.json({ detail: 'bad' }, { status: 422 }))));
  const { dialog } = await renderDialog(template);
  await userEvent.click(within(dialog).getByRole('button', { name: '保存修改', ...hidden }));
  expect(await screen.findByText('更新失败')).toBeInTheDocument();
  expect(screen.getByText('操作失败，请稍后重试')).toBeInTheDocument();
  expect(screen.getByRole('dialog', hidden)).toBeInTheDocument();
});

test('an unsafe static image URL is refused before saving and never previewed', async () => {
  const template = makeTemplate({ template_id: 9 });
  const { requests } = serveTemplates([template]);
  const { dialog } = await renderDialog(template);
  expect(within(dialog).getByRole('img', { name: '静态图片预览', ...hidden })).toHaveAttribute('src', '/media/main-9.png');

  await userEvent.clear(field(dialog, '静态图片URL'));
  await userEvent.type(field(dialog, '静态图片URL'), 'javascript:alert(1)');
  await userEvent.click(within(dialog).getByRole('button', { name: '保存修改', ...hidden }));
  expect(await within(dialog).findByText(/请输入以 http:\/\/ 或 https:\/\/ 开头的地址/)).toBeInTheDocument();
  expect(within(dialog).queryByRole('img', { name: '静态图片预览', ...hidden })).not.toBeInTheDocument();
  expect(callsTo(requests, `POST ${BASE}/update`)).toHaveLength(0);
});

test('cancel closes; reopening starts again from the template', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const template = makeTemplate({ template_id: 9, template_name: '原名' });
  serveTemplates([template]);
  const { dialog } = await renderDialog(template);
  await userEvent.clear(field(dialog, '模板名称'));
  await userEvent.type(field(dialog, '模板名称'), '改了没存');
  await userEvent.click(within(dialog).getByRole('button', { name: '取消', ...hidden }));
  expect(confirm).toHaveBeenCalledWith('有未保存的修改，确定要放弃吗？');
  await waitFor(() => expect(screen.queryByRole('dialog', hidden)).not.toBeInTheDocument());
  confirm.mockRestore();

  await userEvent.click(screen.getByRole('button', { name: 'reopen', ...hidden }));
  // (jsdom does not always resolve a reopened Fluent dialog's aria-labelledby; its title is checked as text)
  const reopened = await screen.findByRole('dialog', hidden);
  expect(within(reopened).getByText('编辑视频模板 #9')).toBeInTheDocument();
  expect(field(reopened, '模板名称')).toHaveValue('原名');
});

test('with nothing changed, 取消 closes without asking', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const template = makeTemplate({ template_id: 9 });
  serveTemplates([template]);
  const { dialog } = await renderDialog(template);
  await userEvent.click(within(dialog).getByRole('button', { name: '取消', ...hidden }));
  await waitFor(() => expect(screen.queryByRole('dialog', hidden)).not.toBeInTheDocument());
  expect(confirm).not.toHaveBeenCalled();
  confirm.mockRestore();
});

test('a change typed back to what was saved is no change: 取消 closes without asking', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const template = makeTemplate({ template_id: 9, template_name: '原名' });
  serveTemplates([template]);
  const { dialog } = await renderDialog(template);
  await userEvent.type(field(dialog, '模板名称'), 'x{Backspace}');
  await userEvent.click(within(dialog).getByRole('button', { name: '取消', ...hidden }));
  await waitFor(() => expect(screen.queryByRole('dialog', hidden)).not.toBeInTheDocument());
  expect(confirm).not.toHaveBeenCalled();
  confirm.mockRestore();
});

test('unsaved changes: 取消 asks first; declined, the dialog stays with what was typed', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const template = makeTemplate({ template_id: 9, template_name: '原名' });
  const { requests } = serveTemplates([template]);
  const { dialog } = await renderDialog(template);
  await userEvent.type(field(dialog, '模板名称'), '加');
  await userEvent.click(within(dialog).getByRole('button', { name: '取消', ...hidden }));
  expect(confirm).toHaveBeenCalledWith('有未保存的修改，确定要放弃吗？');
  expect(screen.getByRole('dialog', hidden)).toBeInTheDocument();
  expect(field(dialog, '模板名称')).toHaveValue('原名加');
  expect(callsTo(requests, `POST ${BASE}/update`)).toHaveLength(0);
  confirm.mockRestore();
});

test('Escape and the close button in the title ask the same question; accepted, the dialog closes', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const template = makeTemplate({ template_id: 9, template_name: '原名' });
  serveTemplates([template]);
  const { dialog } = await renderDialog(template);
  await userEvent.type(field(dialog, '模板名称'), '加');

  await userEvent.keyboard('{Escape}');
  expect(confirm).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('dialog', hidden)).toBeInTheDocument();

  const close = within(dialog).getByRole('button', { name: '关闭', ...hidden });
  await userEvent.click(close);
  expect(confirm).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('dialog', hidden)).toBeInTheDocument();

  confirm.mockReturnValue(true);
  await userEvent.click(close);
  expect(confirm).toHaveBeenCalledTimes(3);
  await waitFor(() => expect(screen.queryByRole('dialog', hidden)).not.toBeInTheDocument());
  confirm.mockRestore();
});

test('an AI-generated value not yet saved is an unsaved change: closing asks', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const template = makeTemplate({ template_id: 9 });
  serveTemplates([template]);
  apiServer.use(
    api.post(`${BASE}/generate-evaluation`, ({ response }) =>
      response(200).json({ success: true, message: 'ok', generated_evaluation: 'AI评价' }),
    ),
  );
  const { dialog } = await renderDialog(template);
  await userEvent.click(within(dialog).getByRole('button', { name: 'AI重新生成用户评价', ...hidden }));
  await waitFor(() => expect(field(dialog, '用户评价')).toHaveValue('AI评价'));
  await userEvent.click(within(dialog).getByRole('button', { name: '关闭', ...hidden }));
  expect(confirm).toHaveBeenCalledWith('有未保存的修改，确定要放弃吗？');
  expect(screen.getByRole('dialog', hidden)).toBeInTheDocument();
  confirm.mockRestore();
});

test('a save closes without asking', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const template = makeTemplate({ template_id: 9 });
  serveTemplates([template]);
  const { dialog } = await renderDialog(template);
  await userEvent.type(field(dialog, '模板名称'), '加');
  await userEvent.click(within(dialog).getByRole('button', { name: '保存修改', ...hidden }));
  await waitFor(() => expect(screen.queryByRole('dialog', hidden)).not.toBeInTheDocument());
  expect(confirm).not.toHaveBeenCalled();
  confirm.mockRestore();
});

test('a “generated, save to keep it” toast is dismissed once the dialog is saved, or closed; a failure toast stays', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const template = makeTemplate({ template_id: 9 });
  serveTemplates([template]);
  apiServer.use(
    api.post(`${BASE}/generate-evaluation`, ({ response }) =>
      response(200).json({ success: true, message: 'ok', generated_evaluation: 'AI评价' }),
    ),
    api.post(`${BASE}/generate-title`, ({ response }) => response(200).json({ success: false, message: '模型忙' })),
  );
  const { dialog } = await renderDialog(template);
  await userEvent.click(within(dialog).getByRole('button', { name: 'AI重新生成用户评价', ...hidden }));
  expect(await screen.findByText('用户评价生成成功')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'AI重新生成名称', ...hidden }));
  expect(await screen.findByText('名称生成失败')).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: '保存修改', ...hidden }));
  expect(await screen.findByText('更新成功')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('用户评价生成成功')).not.toBeInTheDocument());
  expect(screen.getByText('名称生成失败')).toBeInTheDocument();

  // Closed (with its changes discarded) instead of saved: the same.
  await userEvent.click(screen.getByRole('button', { name: 'reopen', ...hidden }));
  const reopened = await screen.findByRole('dialog', hidden);
  await userEvent.click(within(reopened).getByRole('button', { name: 'AI重新生成用户评价', ...hidden }));
  expect(await screen.findByText('用户评价生成成功')).toBeInTheDocument();
  await userEvent.click(within(reopened).getByRole('button', { name: '取消', ...hidden }));
  await waitFor(() => expect(screen.queryByText('用户评价生成成功')).not.toBeInTheDocument());
  confirm.mockRestore();
});

test('the history tab shows no 取消 or 保存修改: it has nothing to save; the close button stays', async () => {
  const template = makeTemplate({ template_id: 9 });
  serveTemplates([template]);
  apiServer.use(api.get(`${BASE}/{template_id}/history`, ({ response }) => response(200).json({ data: [], count: 0 })));
  const { dialog } = await renderDialog(template);
  await userEvent.click(within(dialog).getByRole('tab', { name: '历史记录', ...hidden }));
  expect(await within(dialog).findByText('暂无历史记录')).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: '取消', ...hidden })).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: '保存修改', ...hidden })).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '关闭', ...hidden })).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('tab', { name: '编辑', ...hidden }));
  expect(within(dialog).getByRole('button', { name: '保存修改', ...hidden })).toBeInTheDocument();
});

test.each([
  ['title', 'AI重新生成名称', '模板名称', { generated_title: 'AI名字' }, 'AI名字', '名称生成成功'],
  ['image', 'AI重新生成图片', '静态图片URL', { generated_image_url: '/media/ai.png' }, '/media/ai.png', '图片生成成功'],
  ['recommendation', 'AI重新生成系统推荐', '系统推荐', { generated_recommendation: 'AI推荐' }, 'AI推荐', '系统推荐生成成功'],
  ['evaluation', 'AI重新生成用户评价', '用户评价', { generated_evaluation: 'AI评价' }, 'AI评价', '用户评价生成成功'],
] as const)('AI %s: loading, then the value in the form and a success toast', async (kind, button, fieldName, generated, value, toast) => {
  const template = makeTemplate({ template_id: 9 });
  let answer!: () => void;
  const { requests } = serveTemplates([template]);
  apiServer.use(
    api.post(`${BASE}/generate-${kind}`, async ({ response }) => {
      await new Promise<void>((resolve) => (answer = resolve));
      return response(200).json({ success: true, message: 'ok', ...generated });
    }),
  );
  const { dialog } = await renderDialog(template);

  const aiButton = within(dialog).getByRole('button', { name: button, ...hidden });
  await userEvent.click(aiButton);
  await waitFor(() => expect(aiButton).toBeDisabled());
  answer();
  expect(await screen.findByText(toast)).toBeInTheDocument();
  expect(field(dialog, fieldName)).toHaveValue(value);
  expect(aiButton).toBeEnabled();
  expect(JSON.parse(callsTo(requests, `POST ${BASE}/generate-${kind}`)[0]!.body)).toEqual({ template_id: 9 });
  // Generated values are saved only with the form.
  expect(callsTo(requests, `POST ${BASE}/update`)).toHaveLength(0);
});

test.each([
  [
    'a server error',
    api.post(`${BASE}/generate-title`, ({ response }) => response.untyped(HttpResponse.json({ detail: 'down' }, { status: 500 }))),
  ],
  ['success false', api.post(`${BASE}/generate-title`, ({ response }) => response(200).json({ success: false, message: '额度不足' }))],
  [
    'no generated value',
    api.post(`${BASE}/generate-title`, ({ response }) => response(200).json({ success: true, message: 'ok', generated_title: '' })),
  ],
])('AI failure on %s: the failure toast AI生成失败，请稍后重试, the field unchanged', async (_, reply) => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const template = makeTemplate({ template_id: 9, template_name: '原名' });
  serveTemplates([template]);
  apiServer.use(reply);
  const { dialog } = await renderDialog(template);
  await userEvent.click(within(dialog).getByRole('button', { name: 'AI重新生成名称', ...hidden }));
  expect(await screen.findByText('名称生成失败')).toBeInTheDocument();
  expect(screen.getByText('AI生成失败，请稍后重试')).toBeInTheDocument();
  expect(field(dialog, '模板名称')).toHaveValue('原名');
  jest.restoreAllMocks();
});

test('the history tab lists each change: action, field old → new, actor and time', async () => {
  const template = makeTemplate({ template_id: 9 });
  serveTemplates([template]);
  apiServer.use(
    api.get(`${BASE}/{template_id}/history`, ({ response }) =>
      response(200).json({
        data: [
          {
            id: 2,
            template_id: 9,
            action: 'update',
            changes: { template_name: ['旧名', '新名'], template_top_title: [null, '标题'] },
            actor_email: 'admin@example.com',
            created_at: '2026-11-22T08:15:00Z',
          },
          { id: 1, template_id: 9, action: 'create', changes: {}, actor_email: null, created_at: '2026-11-21T08:15:00Z' },
        ],
        count: 2,
      }),
    ),
  );
  const { dialog } = await renderDialog(template);
  await userEvent.click(within(dialog).getByRole('tab', { name: '历史记录', ...hidden }));

  const list = await within(dialog).findByRole('list', { name: '历史记录', ...hidden });
  const [update, create] = within(list)
    .getAllByRole('listitem', hidden)
    .filter((item) => item.parentElement === list);
  expect(update).toHaveTextContent('更新');
  expect(update).toHaveTextContent('模板名称：旧名 → 新名');
  expect(update).toHaveTextContent('模板标题：空 → 标题');
  expect(update).toHaveTextContent('admin@example.com');
  expect(update).toHaveTextContent(new Date('2026-11-22T08:15:00Z').toLocaleString('zh-CN'));
  expect(create).toHaveTextContent('创建');
  expect(create).toHaveTextContent('系统');
  expect(create).toHaveTextContent('无字段变更');

  // Back on the form, what was typed is still there.
  await userEvent.click(within(dialog).getByRole('tab', { name: '编辑', ...hidden }));
  expect(field(dialog, '模板名称')).toBeVisible();
});

test('a failed history load says 加载失败', async () => {
  const template = makeTemplate({ template_id: 9 });
  serveTemplates([template]);
  apiServer.use(api.get(`${BASE}/{template_id}/history`, ({ response }) => response(404).json({ detail: 'Template not found' })));
  const { dialog } = await renderDialog(template);
  await userEvent.click(within(dialog).getByRole('tab', { name: '历史记录', ...hidden }));
  expect(await within(dialog).findByText('加载失败')).toBeInTheDocument();
});
