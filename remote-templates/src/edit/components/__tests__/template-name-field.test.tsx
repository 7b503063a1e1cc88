import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo } from '@video-admin/shared-ui/testing';
import { renderDialog } from '../../../testing/render-dialog';
import { makeTemplate } from '../../../testing/template-fixtures';
import { serveTemplates } from '../../../testing/templates-handlers';

const BASE = '/api/backend/video-template';
const hidden = { hidden: true } as const;
const nameField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /^模板名称/, ...hidden });
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: '保存修改', ...hidden }));

test('editing: an emptied name (or blanks) is refused with the message creating gives, focused, and nothing is sent', async () => {
  const template = makeTemplate({ template_id: 42, template_name: '海边的猫' });
  const { requests } = serveTemplates([template]);
  const { dialog } = await renderDialog(template);
  const name = nameField(dialog);
  expect(name).toBeRequired();

  await userEvent.clear(name);
  await userEvent.type(name, '   ');
  await save(dialog);
  expect(await within(dialog).findByText('请输入模板名称')).toBeInTheDocument();
  expect(name).toHaveFocus();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(callsTo(requests, `POST ${BASE}/update`)).toHaveLength(0);
  expect(screen.getByRole('dialog', hidden)).toBeInTheDocument();

  // Given again, it saves.
  await userEvent.type(name, '山间的狗');
  await save(dialog);
  await waitFor(() => expect(callsTo(requests, `POST ${BASE}/update`)).toHaveLength(1));
  expect(JSON.parse(callsTo(requests, `POST ${BASE}/update`)[0]!.body).template_name).toBe('山间的狗');
});

test('a counter describes the name: characters used of 100, an emoji counting once', async () => {
  const template = makeTemplate({ template_id: 42, template_name: '猫😀' });
  serveTemplates([template]);
  const { dialog } = await renderDialog(template);
  const name = nameField(dialog);
  const counter = within(dialog).getByText('2/100');
  // the input is described by the element holding the counter (the field's hint)
  const describers = (name.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
  expect(describers.some((describer) => describer?.contains(counter))).toBe(true);
  await userEvent.type(name, 'abc');
  expect(counter).toHaveTextContent('5/100');
});

test('more than 100 characters is refused, the whole name kept for the admin to cut; 100 saves', async () => {
  const long = '长'.repeat(101);
  const template = makeTemplate({ template_id: 42, template_name: long });
  const { requests } = serveTemplates([template]);
  const { dialog } = await renderDialog(template);
  const name = nameField(dialog);
  expect(name).toHaveValue(long);
  expect(within(dialog).getByText('101/100')).toBeInTheDocument();

  await save(dialog);
  expect(await within(dialog).findByText('模板名称最多 100 个字符')).toBeInTheDocument();
  expect(callsTo(requests, `POST ${BASE}/update`)).toHaveLength(0);

  await userEvent.type(name, '{Backspace}');
  expect(within(dialog).getByText('100/100')).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).queryByText('模板名称最多 100 个字符')).not.toBeInTheDocument());
  await save(dialog);
  await waitFor(() => expect(callsTo(requests, `POST ${BASE}/update`)).toHaveLength(1));
  expect(JSON.parse(callsTo(requests, `POST ${BASE}/update`)[0]!.body).template_name).toBe('长'.repeat(100));
});
