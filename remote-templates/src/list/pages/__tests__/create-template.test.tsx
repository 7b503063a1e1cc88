import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiServer, callsTo, HttpResponse } from '@video-admin/shared-ui/testing';
import { renderApp } from '../../../testing/render-app';
import { findRow } from '../../../testing/row-helpers';
import { makeTemplate } from '../../../testing/template-fixtures';
import { serveTemplates } from '../../../testing/templates-handlers';

const CREATE = 'POST /api/backend/video-template/create';
// Fluent marks the open dialog aria-hidden in jsdom after a moment: query it with hidden.
const hidden = { hidden: true } as const;

let confirm: jest.SpyInstance;
beforeEach(() => {
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => confirm.mockRestore());

/**
 * Opens the create dialog. Found by its title's text: once jsdom has marked an open dialog
 * aria-hidden (see render-dialog.tsx), a dialog opened again has no accessible name there.
 */
async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: '新建模板' }));
  const dialog = await screen.findByRole('dialog', hidden);
  expect(within(dialog).getByRole('heading', { level: 2, ...hidden })).toHaveTextContent(/^新建视频模板$/);
  return dialog;
}

const textbox = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name, ...hidden });
const platform = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: '平台', ...hidden });

/** What a new template must be given: a name, a platform and a prompt. */
async function fillRequired(dialog: HTMLElement) {
  await userEvent.type(textbox(dialog, '模板名称'), '名字');
  await userEvent.selectOptions(platform(dialog), 'keling');
  await userEvent.type(textbox(dialog, '提示词'), '提示');
}

test('新建模板 opens the dialog empty, without the AI buttons, the videos or the history of a saved template', async () => {
  serveTemplates([makeTemplate({ template_id: 1 })]);
  renderApp('/admin');
  const dialog = await openCreate();

  for (const name of ['模板名称', '提示词', '模板标题', '模板分类ID', '静态图片URL', '系统推荐', '用户评价']) {
    expect(textbox(dialog, name)).toHaveValue('');
  }
  expect(platform(dialog)).toHaveValue('');
  expect(within(dialog).getByRole('radio', { name: '单图', ...hidden })).toBeChecked();
  expect(within(dialog).getByRole('radio', { name: '单人', ...hidden })).toBeChecked();
  expect(within(dialog).queryByRole('button', { name: /^AI重新生成/, ...hidden })).not.toBeInTheDocument();
  expect(within(dialog).queryByText('辅助视频')).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('tab', { name: '历史记录', ...hidden })).not.toBeInTheDocument();
});

test('创建模板 sends the form (empties as null), says 创建成功 with the new id, closes, and the list shows the new template', async () => {
  const { requests } = serveTemplates([makeTemplate({ template_id: 7 })]);
  renderApp('/admin');
  await findRow(7);
  const dialog = await openCreate();

  await userEvent.type(textbox(dialog, '模板名称'), ' 海边的猫 ');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: '平台', ...hidden }), 'jimeng');
  await userEvent.type(textbox(dialog, '提示词'), '一只猫在海边奔跑');
  await userEvent.click(within(dialog).getByRole('radio', { name: '双图', ...hidden }));
  await userEvent.type(textbox(dialog, '模板分类ID'), 'cat-9');
  await userEvent.click(within(dialog).getByRole('radio', { name: '宠物', ...hidden }));
  await userEvent.click(within(dialog).getByRole('button', { name: '创建模板', ...hidden }));

  expect(await screen.findByText('创建成功')).toBeInTheDocument();
  expect(screen.getByText('模板 #8 已创建')).toBeInTheDocument();
  const calls = callsTo(requests, CREATE);
  expect(calls).toHaveLength(1);
  expect(JSON.parse(calls[0]!.body)).toEqual({
    template_name: '海边的猫',
    template_platform: 'jimeng',
    template_prompt: '一只猫在海边奔跑',
    template_image_num: 2,
    template_top_title: null,
    template_category_id: 'cat-9',
    template_main_image: null,
    photo_tips_id: 3,
    template_system_recommendation: null,
    template_user_evaluation: null,
  });
  await waitFor(() => expect(screen.queryByRole('dialog', hidden)).not.toBeInTheDocument());
  // The list and the tab counts refetch: the new template is on the page, first, and 待生成 counts it.
  const row = await findRow(8);
  expect(within(row).getByText('海边的猫')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('tab', { name: '全部模板 2' })).toBeInTheDocument());
  expect(confirm).not.toHaveBeenCalled();
});

test('name, platform and prompt are required: inline messages, nothing sent, the first missing field focused, nothing typed lost', async () => {
  const { requests } = serveTemplates([]);
  renderApp('/admin');
  const dialog = await openCreate();
  const create = within(dialog).getByRole('button', { name: '创建模板', ...hidden });

  // Left empty: its message shows once the field is left.
  await userEvent.click(textbox(dialog, '提示词'));
  await userEvent.click(textbox(dialog, '模板标题'));
  expect(await within(dialog).findByText('请输入提示词')).toBeInTheDocument();

  await userEvent.type(textbox(dialog, '模板分类ID'), 'cat-1');
  await userEvent.click(create);
  expect(within(dialog).getByText('请选择平台')).toBeInTheDocument();
  expect(within(dialog).getByText('请输入模板名称')).toBeInTheDocument();
  for (const field of [platform(dialog), textbox(dialog, '提示词'), textbox(dialog, '模板名称')]) {
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toBeRequired();
  }
  expect(platform(dialog)).toHaveFocus();
  expect(callsTo(requests, CREATE)).toHaveLength(0);

  // Fixed one by one, each message goes as it is fixed; the first still missing takes the focus.
  await userEvent.selectOptions(platform(dialog), 'minimax');
  expect(within(dialog).queryByText('请选择平台')).not.toBeInTheDocument();
  await userEvent.type(textbox(dialog, '提示词'), '   ');
  await userEvent.click(create);
  expect(textbox(dialog, '提示词')).toHaveFocus();
  expect(within(dialog).getByText('请输入提示词')).toBeInTheDocument();
  await userEvent.type(textbox(dialog, '提示词'), '海边');
  await userEvent.click(create);
  expect(textbox(dialog, '模板名称')).toHaveFocus();
  expect(callsTo(requests, CREATE)).toHaveLength(0);
  expect(textbox(dialog, '模板分类ID')).toHaveValue('cat-1');

  await userEvent.type(textbox(dialog, '模板名称'), '猫');
  await userEvent.click(create);
  expect(await screen.findByText('创建成功')).toBeInTheDocument();
  expect(JSON.parse(callsTo(requests, CREATE)[0]!.body)).toMatchObject({
    template_name: '猫',
    template_platform: 'minimax',
    template_prompt: '海边',
    template_category_id: 'cat-1',
  });
});

test('a new name is capped at 100 characters as an edited one is: counted, refused past it, nothing sent', async () => {
  const { requests } = serveTemplates([]);
  renderApp('/admin');
  const dialog = await openCreate();
  expect(within(dialog).getByText('0/100')).toBeInTheDocument();
  await fillRequired(dialog);
  await userEvent.type(textbox(dialog, '模板名称'), 'x'.repeat(99));
  expect(within(dialog).getByText('101/100')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: '创建模板', ...hidden }));
  expect(await within(dialog).findByText('模板名称最多 100 个字符')).toBeInTheDocument();
  expect(textbox(dialog, '模板名称')).toHaveFocus();
  expect(callsTo(requests, CREATE)).toHaveLength(0);
});

test('the success toast opens the new template, even where the filters in force hide it', async () => {
  serveTemplates([makeTemplate({ template_id: 3, template_name: '山顶' })]);
  renderApp('/admin?template_name=山');
  await findRow(3);
  const dialog = await openCreate();
  await fillRequired(dialog);
  await userEvent.click(within(dialog).getByRole('button', { name: '创建模板', ...hidden }));
  expect(await screen.findByText('模板 #4 已创建')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', hidden)).not.toBeInTheDocument());
  // Filtered to 山, the list does not show 名字.
  expect(screen.queryByRole('group', { name: '模板 #4 的操作' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '打开模板' }));
  const opened = await screen.findByRole('dialog', hidden);
  expect(within(opened).getByRole('heading', { level: 2, ...hidden })).toHaveTextContent(/^编辑视频模板 #4$/);
  expect(textbox(opened, '模板名称')).toHaveValue('名字');
});

test("a 422 shows the server's reasons at their fields, the form kept, and the toast says to correct them", async () => {
  serveTemplates([]);
  apiServer.use(
    api.post('/api/backend/video-template/create', () =>
      HttpResponse.json(
        {
          detail: [
            { loc: ['body', 'template_category_id'], msg: 'String should have at most 64 characters', type: 'string_too_long' },
            { loc: ['body', 'template_main_image'], msg: 'Value error, not a URL', type: 'value_error' },
          ],
        },
        { status: 422 },
      ),
    ),
  );
  renderApp('/admin');
  const dialog = await openCreate();
  await fillRequired(dialog);
  await userEvent.type(textbox(dialog, '模板分类ID'), 'x'.repeat(70));
  await userEvent.click(within(dialog).getByRole('button', { name: '创建模板', ...hidden }));

  expect(await screen.findByText('创建失败')).toBeInTheDocument();
  expect(screen.getByText('请按标出的字段修改后再提交')).toBeInTheDocument();
  expect(await within(dialog).findByText('String should have at most 64 characters')).toBeInTheDocument();
  expect(within(dialog).getByText('Value error, not a URL')).toBeInTheDocument();
  expect(textbox(dialog, '模板分类ID')).toHaveAttribute('aria-invalid', 'true');
  expect(textbox(dialog, '模板分类ID')).toHaveFocus();
  expect(textbox(dialog, '模板名称')).toHaveValue('名字');
  expect(screen.getByRole('dialog', { name: '新建视频模板', ...hidden })).toBeInTheDocument();
});

test('another failure keeps the dialog open and says why in the toast', async () => {
  serveTemplates([]);
  apiServer.use(api.post('/api/backend/video-template/create', () => HttpResponse.json({ detail: '数据库忙' }, { status: 503 })));
  renderApp('/admin');
  const dialog = await openCreate();
  await fillRequired(dialog);
  await userEvent.click(within(dialog).getByRole('button', { name: '创建模板', ...hidden }));

  expect(await screen.findByText('创建失败')).toBeInTheDocument();
  expect(screen.getByText('数据库忙')).toBeInTheDocument();
  expect(textbox(dialog, '模板名称')).toHaveValue('名字');
});

test('closing with typed values asks first (declined keeps them); untouched, it just closes; reopened, it is empty', async () => {
  serveTemplates([]);
  renderApp('/admin');
  let dialog = await openCreate();
  await userEvent.click(within(dialog).getByRole('button', { name: '取消', ...hidden }));
  expect(confirm).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.queryByRole('dialog', hidden)).not.toBeInTheDocument());

  dialog = await openCreate();
  await userEvent.type(textbox(dialog, '提示词'), '没保存的提示词');
  confirm.mockReturnValue(false);
  await userEvent.click(within(dialog).getByRole('button', { name: '取消', ...hidden }));
  expect(confirm).toHaveBeenCalledWith('有未保存的修改，确定要放弃吗？');
  expect(textbox(dialog, '提示词')).toHaveValue('没保存的提示词');

  confirm.mockReturnValue(true);
  await userEvent.click(within(dialog).getByRole('button', { name: '关闭', ...hidden }));
  await waitFor(() => expect(screen.queryByRole('dialog', hidden)).not.toBeInTheDocument());
  dialog = await openCreate();
  expect(textbox(dialog, '提示词')).toHaveValue('');
});
