import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguagePreference } from '@video-admin/shared-ui';
import { renderApp } from '../../../../testing/render-app';
import { findRow, findRowButton, lastBody } from '../../../../testing/row-helpers';
import { makeTemplate } from '../../../../testing/template-fixtures';
import { serveTemplates } from '../../../../testing/templates-handlers';

const BASE = '/api/backend/video-template';
const hidden = { hidden: true } as const;

afterEach(() => setLanguagePreference('zh-CN'));

test("复制 names the copy in the screen's language; the toast names it and opens its dialog", async () => {
  const { requests } = serveTemplates([makeTemplate({ template_id: 26, template_name: '海边的猫' })]);
  renderApp('/admin');
  await userEvent.click(await findRowButton(26, '复制'));

  expect(lastBody(requests, `${BASE}/copy`)).toEqual({ template_id: 26, language: 'zh-CN' });
  expect(await screen.findByText('已复制为模板 #27（复制自#26）：海边的猫（副本）')).toBeInTheDocument();
  // The list refetched: the copy is on the tab on show.
  expect(within(await findRow(27)).getByText('海边的猫（副本）')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '打开 #27' }));
  const dialog = await screen.findByRole('dialog', { name: '编辑视频模板 #27', ...hidden } as never);
  expect(within(dialog).getByRole('textbox', { name: '模板名称', ...hidden })).toHaveValue('海边的猫（副本）');
});

test('in English the copy is "<name> (copy)"', async () => {
  setLanguagePreference('en');
  const { requests } = serveTemplates([makeTemplate({ template_id: 26, template_name: 'Cat by the sea' })]);
  renderApp('/admin');
  await userEvent.click(await screen.findByRole('button', { name: 'Copy' }));
  expect(lastBody(requests, `${BASE}/copy`)).toEqual({ template_id: 26, language: 'en' });
  expect(await screen.findByText('Copied as template #27 (copy of #26): Cat by the sea (copy)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open #27' })).toBeInTheDocument();
});

test('a nameless template gives a nameless copy: the toast names its id only', async () => {
  serveTemplates([makeTemplate({ template_id: 26, template_name: null })]);
  renderApp('/admin');
  await userEvent.click(await findRowButton(26, '复制'));
  expect(await screen.findByText('已复制为模板 #27（复制自#26）')).toBeInTheDocument();
  expect(within(await findRow(27)).getByText('未命名')).toBeInTheDocument();
});

test('copied from a tab whose list cannot show the copy (已上架), the toast still opens it', async () => {
  serveTemplates([makeTemplate({ template_id: 26, template_name: '上架的猫', template_status: '已上架', template_sub_status: '已上架' })]);
  renderApp('/admin/published');
  await userEvent.click(await findRowButton(26, '更多操作'));
  await userEvent.click(await screen.findByRole('menuitem', { name: '复制' }));
  await userEvent.click(await screen.findByRole('button', { name: '打开 #27' }));
  expect(await screen.findByRole('dialog', { name: '编辑视频模板 #27', ...hidden } as never)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('group', { name: '模板 #27 的操作' })).not.toBeInTheDocument());
});
