import { valueText } from '@video-admin/shared-ui/labels';
import { summaryWords, type EntryWords } from '../entry-words';

const ROLES: Record<string, string> = { template_reviewer: '模板审核', viewer: '只读' };
const FIELDS: Record<string, string> = {
  roles: '角色',
  email: '邮箱',
  template_status: '状态',
  template_sub_status: '子状态',
  is_read: '已读',
};

const chinese: EntryWords = {
  field: (field) => FIELDS[field],
  role: (role) => ROLES[role],
  label: (kind, value) => valueText(kind, value, 'zh-CN'),
  yes: '是',
  no: '否',
  none: '空',
  changed: '已修改',
  listSeparator: '、',
};

test('a summary reads as a line of words: fields by name, roles and statuses by their labels, a change as old → new', () => {
  expect(summaryWords(JSON.stringify({ roles: [['viewer'], ['template_reviewer', 'viewer']] }), chinese)).toBe(
    '角色: 只读 → 模板审核、只读',
  );
  expect(summaryWords(JSON.stringify({ email: 'a@example.com', roles: ['template_reviewer'] }), chinese)).toBe(
    '邮箱: a@example.com; 角色: 模板审核',
  );
  expect(
    summaryWords(JSON.stringify({ template_status: ['已生成', '待生成'], template_sub_status: ['UNREVIEWED', 'AUDIT_FAILED'] }), chinese),
  ).toBe('状态: 已生成 → 待生成; 子状态: 待审核 → 审核失败');
  expect(summaryWords(JSON.stringify({ is_read: [false, true], task_status: [1, 4] }), chinese)).toBe(
    '已读: 否 → 是; task_status: 待处理 → 失败',
  );
  // No roles, a value removed, a password changed, a list of ids (never a change), an unknown role.
  expect(summaryWords(JSON.stringify({ roles: [['viewer'], []], full_name: ['Ann', null], password: 'changed' }), chinese)).toBe(
    '角色: 只读 → 空; full_name: Ann → 空; password: 已修改',
  );
  expect(summaryWords(JSON.stringify({ ids: [3, 4], roles: ['someday'] }), chinese)).toBe('ids: [3,4]; 角色: someday');
});

test('in English, and text that is not an object as it is', () => {
  const english: EntryWords = {
    ...chinese,
    role: (role) => ({ template_reviewer: 'Template reviewer' })[role],
    field: (field) => ({ template_sub_status: 'Sub-status' })[field],
    label: (kind, value) => valueText(kind, value, 'en'),
    listSeparator: ', ',
  };
  expect(summaryWords(JSON.stringify({ roles: ['template_reviewer', 'viewer'] }), english)).toBe('roles: Template reviewer, viewer');
  expect(summaryWords(JSON.stringify({ template_sub_status: ['UNREVIEWED', '已上架'] }), english)).toBe('Sub-status: Unreviewed → Listed');
  expect(summaryWords('50', english)).toBe('50');
  expect(summaryWords('not json', english)).toBe('not json');
  expect(summaryWords(null, english)).toBe('');
});
