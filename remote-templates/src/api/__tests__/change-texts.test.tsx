import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@video-admin/shared-ui';
import { renderApp } from '../../testing/render-app';
import { findRow, findRowButton } from '../../testing/row-helpers';
import { makeTemplate } from '../../testing/template-fixtures';
import { serveTemplates } from '../../testing/templates-handlers';

// What follows a change (its toast) is said in texts that are not the list's first texts: they
// come beside the change's call, and are there when it is done, whichever way it ends.

beforeEach(() => jest.spyOn(window, 'confirm').mockReturnValue(true));
afterEach(() => jest.restoreAllMocks());

test("the list's first screen has no toast texts; a change fetches them with its call and its toast says what happened", async () => {
  serveTemplates([makeTemplate({ template_id: 1, template_status: '待生成', template_sub_status: 'IN_QUEUE' })]);
  renderApp('/admin/pending');
  await findRow(1);
  expect(i18n.getResource('zh-CN', 'templates', 'tabs.pending')).toBe('待生成');
  expect(i18n.getResource('zh-CN', 'templates', 'toast.passSuccess')).toBeUndefined();

  await userEvent.click(await findRowButton(1, '通过'));
  expect(await screen.findByText('审核通过成功')).toBeInTheDocument();
  expect(screen.getByText('模板 #1 已通过，状态变为已生成')).toBeInTheDocument();
});
