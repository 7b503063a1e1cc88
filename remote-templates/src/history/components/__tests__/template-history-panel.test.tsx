import { screen, within } from '@testing-library/react';
import { setLanguagePreference } from '@video-admin/shared-ui';
import type { VideoTemplateHistoryEntry } from '@video-admin/shared-ui/contract';
import { api, apiServer, renderWithProviders } from '@video-admin/shared-ui/testing';
import { TemplateHistoryPanel } from '../template-history-panel';

// The history records values as the server stores them; the panel shows each field and value as
// the screens do, in the screen's language.

const AT = '2026-11-22T08:15:00Z';

function entry(id: number, action: string, changes: VideoTemplateHistoryEntry['changes']): VideoTemplateHistoryEntry {
  return { id, template_id: 9, action, changes, actor_email: null, created_at: AT };
}

const HISTORY: VideoTemplateHistoryEntry[] = [
  entry(4, 'publish', { template_status: ['待补全', '已上架'], template_sub_status: ['UNREVIEWED', '已上架'] }),
  entry(3, 'update', {
    template_image_num: [1, 2],
    photo_tips_id: [1, 3],
    template_platform: [null, 'jimeng'],
    template_is_manual_audit: [false, true],
    template_name: ['旧名', ''],
  }),
  entry(2, 'update', { template_sub_status: ['已上架', '已下架'], template_params: [null, { seed: 1 }] }),
  entry(1, 'create', { demo: [null, true], template_name: [null, '海边'] }),
];

async function renderHistory(name = '历史记录') {
  apiServer.use(
    api.get('/api/backend/video-template/{template_id}/history', ({ response }) => response(200).json({ data: HISTORY, count: 4 })),
  );
  renderWithProviders(<TemplateHistoryPanel templateId={9} />);
  const list = await screen.findByRole('list', { name });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

test('in Chinese: field labels as on the form, enum values as their labels, 是/否 and 空', async () => {
  const [publish, update, takeDown, create] = await renderHistory();
  expect(publish).toHaveTextContent('状态：待补全 → 已上架');
  expect(publish).toHaveTextContent('子状态：待审核 → 已上架');
  expect(update).toHaveTextContent('模板类型：单图 → 双图');
  expect(update).toHaveTextContent('用户拍照提示：单人 → 宠物');
  expect(update).toHaveTextContent('平台：空 → 即梦');
  expect(update).toHaveTextContent('人工审核：否 → 是');
  expect(update).toHaveTextContent('模板名称：旧名 → 空');
  expect(takeDown).toHaveTextContent('子状态：已上架 → 已下架');
  expect(takeDown).toHaveTextContent('模板参数：空 → {"seed":1}');
  expect(create).toHaveTextContent('演示数据：空 → 是');
  expect(create).toHaveTextContent('模板名称：空 → 海边');
  for (const raw of ['UNREVIEWED', 'jimeng', 'true', 'false', 'demo']) expect(screen.queryByText(raw, { exact: false })).toBeNull();
});

test('in English: the same labels and values in English, no Chinese value left', async () => {
  setLanguagePreference('en');
  const [publish, update, takeDown, create] = await renderHistory('History');
  expect(publish).toHaveTextContent('Published');
  expect(publish).toHaveTextContent('Status: Pending completion → Published');
  expect(publish).toHaveTextContent('Sub-status: Unreviewed → Listed');
  expect(update).toHaveTextContent('Template type: Single image → Double image');
  expect(update).toHaveTextContent('Photo tips for users: Single person → Pet');
  expect(update).toHaveTextContent('Platform: empty → Jimeng');
  expect(update).toHaveTextContent('Manual review: No → Yes');
  expect(takeDown).toHaveTextContent('Sub-status: Listed → Taken down');
  expect(create).toHaveTextContent('Demo data: empty → Yes');
  // Only the names typed by admins stay as they were written.
  const chinese = /[\u4e00-\u9fff]/;
  for (const item of [publish, takeDown]) expect(item!.textContent).not.toMatch(chinese);
  expect(update!.textContent!.replace('旧名', '')).not.toMatch(chinese);
  expect(create!.textContent!.replace('海边', '')).not.toMatch(chinese);
});
