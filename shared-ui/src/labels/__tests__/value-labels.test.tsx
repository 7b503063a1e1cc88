import { act, renderHook } from '@testing-library/react';
import { setLanguagePreference } from '@video-admin/shared-ui';
import {
  PLATFORM_LABELS,
  SUB_STATUS_LABELS,
  TASK_STATUS_LABELS,
  TEMPLATE_STATUS_LABELS,
  useValueLabels,
  valueLabel,
  valueText,
} from '@video-admin/shared-ui/labels';

const TABLES = { TEMPLATE_STATUS_LABELS, SUB_STATUS_LABELS, PLATFORM_LABELS, TASK_STATUS_LABELS };

test.each(Object.entries(TABLES))('%s: every value reads in both languages, the English in Latin letters', (_name, table) => {
  for (const labels of Object.values(table)) {
    expect(labels.en).toMatch(/^[A-Za-z][A-Za-z ]*$/);
    expect(labels['zh-CN'].trim()).not.toBe('');
  }
});

test('sub-statuses read the same in both spellings the data has where they mean the same', () => {
  expect(valueLabel('subStatus', 'GENERATION_FAILED', 'en')).toBe('Generation failed');
  expect(valueLabel('subStatus', '生成失败', 'en')).toBe('Generation failed');
  expect(valueLabel('subStatus', '未审核', 'en')).toBe('Not reviewed');
  expect(valueLabel('subStatus', '已下架', 'en')).toBe('Taken down');
  expect(valueLabel('subStatus', 'UNREVIEWED', 'zh-CN')).toBe('待审核');
  expect(valueLabel('subStatus', '已下架', 'zh-CN')).toBe('已下架');
});

test('statuses, platforms and task statuses by their stored values', () => {
  expect(valueLabel('templateStatus', '已上架', 'en')).toBe('Published');
  expect(valueLabel('templateStatus', '待补全', 'zh-CN')).toBe('待补全');
  expect(valueLabel('platform', 'keling', 'en')).toBe('Kling');
  expect(valueLabel('platform', 'jimeng', 'zh-CN')).toBe('即梦');
  expect(valueLabel('platform', 'local', 'en')).toBe('Local');
  expect(valueLabel('taskStatus', 4, 'en')).toBe('Failed');
  expect(valueLabel('taskStatus', '1', 'zh-CN')).toBe('待处理');
});

test('a value the table does not know has no label, and its text is the value as stored', () => {
  expect(valueLabel('platform', 'sora', 'en')).toBeUndefined();
  expect(valueLabel('taskStatus', 9, 'en')).toBeUndefined();
  expect(valueLabel('subStatus', 'toString', 'en')).toBeUndefined();
  expect(valueLabel('subStatus', null, 'en')).toBeUndefined();
  expect(valueText('platform', 'sora', 'en')).toBe('sora');
  expect(valueText('taskStatus', 9, 'zh-CN')).toBe('9');
});

describe('useValueLabels', () => {
  afterEach(() => act(() => setLanguagePreference('default')));

  test("follows the chosen language; with 'Default', the language the caller names (the back office's Chinese unless told)", () => {
    const backOffice = renderHook(() => useValueLabels());
    const account = renderHook(() => useValueLabels('en'));
    expect(backOffice.result.current.label('templateStatus', '待生成')).toBe('待生成');
    expect(account.result.current.label('templateStatus', '待生成')).toBe('Pending generation');

    act(() => setLanguagePreference('en'));
    expect(backOffice.result.current).toMatchObject({ language: 'en' });
    expect(backOffice.result.current.label('platform', 'jimeng')).toBe('Jimeng');

    act(() => setLanguagePreference('zh-CN'));
    expect(account.result.current.label('taskStatus', 3)).toBe('已完成');
  });
});
