import { historyValue } from '../history-value';

test('empty values, booleans and objects', () => {
  expect(historyValue('template_name', null)).toEqual({ kind: 'empty' });
  expect(historyValue('template_name', undefined)).toEqual({ kind: 'empty' });
  expect(historyValue('template_name', '')).toEqual({ kind: 'empty' });
  expect(historyValue('demo', true)).toEqual({ kind: 'yes' });
  expect(historyValue('template_is_manual_audit', false)).toEqual({ kind: 'no' });
  expect(historyValue('template_params', { a: 1 })).toEqual({ kind: 'text', text: '{"a":1}' });
});

test('statuses, sub-statuses (both spellings) and platforms are named by the shared labels', () => {
  expect(historyValue('template_status', '待补全')).toEqual({ kind: 'value', valueKind: 'templateStatus', value: '待补全' });
  expect(historyValue('template_sub_status', 'IN_QUEUE')).toEqual({ kind: 'value', valueKind: 'subStatus', value: 'IN_QUEUE' });
  expect(historyValue('template_sub_status', '已下架')).toEqual({ kind: 'value', valueKind: 'subStatus', value: '已下架' });
  expect(historyValue('template_platform', 'minimax')).toEqual({ kind: 'value', valueKind: 'platform', value: 'minimax' });
});

test("the screen's own values name the label its texts show", () => {
  expect(historyValue('template_image_num', 2)).toEqual({ kind: 'label', key: 'edit.doubleImage' });
  expect(historyValue('photo_tips_id', 3)).toEqual({ kind: 'label', key: 'photoTips.3' });
});

test('unknown values and free text stay as they are', () => {
  expect(historyValue('template_platform', 'sora')).toEqual({ kind: 'text', text: 'sora' });
  expect(historyValue('template_sub_status', 'SOMETHING_NEW')).toEqual({ kind: 'text', text: 'SOMETHING_NEW' });
  expect(historyValue('photo_tips_id', 7)).toEqual({ kind: 'text', text: '7' });
  // The same word in another field is not a status.
  expect(historyValue('template_name', '已上架')).toEqual({ kind: 'text', text: '已上架' });
  expect(historyValue('task_id', 77)).toEqual({ kind: 'text', text: '77' });
});
