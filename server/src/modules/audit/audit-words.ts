import { ROLE_TABLE, isRole } from '../../lib/roles.js';
import type { ExportLanguage } from '../../schemas/backend.js';
import type { AuditSource } from './audit.repository.js';

// What an exported entry reads as: its kind, source and the values of its summary in words, in
// the export's language. A kind or field without words here (one added later) is written as stored.

type Words = Readonly<Record<ExportLanguage, string>>;
const w = (zh: string, en: string): Words => ({ 'zh-CN': zh, en });

/** Every kind the audit list holds: its own entries, the templates' history actions and the releases' events. */
export const KIND_WORDS: Readonly<Record<string, Words>> = {
  'user.create': w('创建用户', 'User created'),
  'user.update': w('修改用户', 'User changed'),
  'user.roles': w('修改角色', 'Roles changed'),
  'user.delete': w('删除用户', 'User deleted'),
  'signin.refused': w('登录被拒绝', 'Sign-in refused'),
  'signin.sso': w('单点登录', 'Signed in with SSO'),
  'signin.passkey': w('使用通行密钥登录', 'Signed in with a passkey'),
  'passkey.add': w('添加通行密钥', 'Passkey added'),
  'passkey.remove': w('移除通行密钥', 'Passkey removed'),
  'session.end': w('结束会话', 'Session ended'),
  'session.end_others': w('结束其他会话', 'Other sessions ended'),
  'session.end_all': w('结束所有会话', 'All sessions ended'),
  'two_factor.setup': w('设置两步登录', 'Two-step sign-in set up'),
  'two_factor.enabled': w('开启两步登录', 'Two-step sign-in turned on'),
  'two_factor.recovery_codes': w('生成新的恢复码', 'New recovery codes'),
  'two_factor.recovery_code_used': w('使用恢复码登录', 'Signed in with a recovery code'),
  'two_factor.disabled': w('关闭两步登录', 'Two-step sign-in turned off'),
  'view_as.start': w('开始以他人身份查看', 'View-as started'),
  'view_as.end': w('结束以他人身份查看', 'View-as ended'),
  'task.create': w('创建视频任务', 'Task created'),
  'task.update': w('修改视频任务', 'Task changed'),
  'task.delete': w('删除视频任务', 'Task deleted'),
  'bulk_job.start': w('开始批量操作', 'Bulk job started'),
  'bulk_job.cancel': w('取消批量操作', 'Bulk job cancelled'),
  'module.register': w('注册模块', 'Module registered'),
  'module.retire': w('停用模块', 'Module retired'),
  'module.restore': w('恢复模块', 'Module restored'),
  'module.path': w('模块认领路径', 'Path claimed'),
  'deploy_key.create': w('创建部署密钥', 'Deploy key created'),
  'deploy_key.revoke': w('吊销部署密钥', 'Deploy key revoked'),
  'override.start': w('开始本地开发', 'Development override started'),
  'override.end': w('结束本地开发', 'Development override ended'),
  'template.create': w('创建模板', 'Template created'),
  'template.update': w('修改模板', 'Template changed'),
  'template.delete': w('删除模板', 'Template deleted'),
  'template.copy': w('复制模板', 'Template copied'),
  'template.review': w('审核模板', 'Template reviewed'),
  'template.publish': w('上架模板', 'Template published'),
  'template.generation': w('AI 生成', 'AI generation'),
  'template.reference_upload': w('上传参考图', 'Reference image uploaded'),
  'template.reference_video': w('生成参考视频', 'Reference video made'),
  'release.publish': w('发布版本', 'Release published'),
  'release.promote': w('上线版本', 'Release promoted'),
  'release.rollback': w('回滚', 'Rolled back'),
  'release.first': w('首次上线', 'First live'),
  'release.prune': w('清理版本', 'Release pruned'),
  'release.rollout': w('灰度发布', 'Rolled out'),
  'release.rollout-abort': w('灰度中止', 'Rollout aborted'),
  'release.rollout-complete': w('灰度完成', 'Rollout completed'),
  'release.preview': w('创建预览链接', 'Preview link created'),
  'release.preview-end': w('结束预览链接', 'Preview link ended'),
  'release.withdraw': w('撤回版本', 'Release withdrawn'),
};

export const SOURCE_WORDS: Readonly<Record<AuditSource, Words>> = {
  audit: w('审计日志', 'Audit log'),
  template_history: w('模板历史', 'Template history'),
  release: w('发布记录', 'Release history'),
};

export const NOBODY_WORDS = w('未登录', 'Not signed in');

const FIELD_WORDS: Readonly<Record<string, Words>> = {
  email: w('邮箱', 'E-mail'),
  full_name: w('姓名', 'Name'),
  is_active: w('启用', 'Active'),
  is_superuser: w('超级管理员', 'Superuser'),
  roles: w('角色', 'Roles'),
  password: w('密码', 'Password'),
  invited: w('邮件邀请', 'Invited'),
  reason: w('原因', 'Reason'),
  source: w('来源', 'Source'),
  issuer: w('身份提供方', 'Identity provider'),
  task_status: w('任务状态', 'Task status'),
  is_read: w('已读', 'Read'),
  platform: w('平台', 'Platform'),
  template_id: w('模板ID', 'Template ID'),
  user_id: w('用户ID', 'User ID'),
  template_name: w('模板名称', 'Template name'),
  template_status: w('状态', 'Status'),
  template_sub_status: w('子状态', 'Sub-status'),
  template_platform: w('平台', 'Platform'),
};

const NONE = w('空', 'empty');
const YES = w('是', 'yes');
const NO = w('否', 'no');
const CHANGED = w('已修改', 'changed');

const TEMPLATE_STATUS: Readonly<Record<string, Words>> = {
  待生成: w('待生成', 'Pending generation'),
  已生成: w('已生成', 'Generated'),
  待补全: w('待补全', 'Pending completion'),
  已上架: w('已上架', 'Published'),
};
const SUB_STATUS: Readonly<Record<string, Words>> = {
  UNREVIEWED: w('待审核', 'Unreviewed'),
  IN_QUEUE: w('排队中', 'In queue'),
  GENERATION_FAILED: w('生成失败', 'Generation failed'),
  AUDIT_FAILED: w('审核失败', 'Review failed'),
  AUDIT_PENDING: w('审核中', 'Under review'),
  已上架: w('已上架', 'Listed'),
  已下架: w('已下架', 'Taken down'),
};
const TASK_STATUS: Readonly<Record<string, Words>> = {
  1: w('待处理', 'Pending'),
  2: w('处理中', 'Running'),
  3: w('已完成', 'Completed'),
  4: w('失败', 'Failed'),
};
const PLATFORM: Readonly<Record<string, Words>> = {
  keling: w('可灵', 'Kling'),
  jimeng: w('即梦', 'Jimeng'),
  minimax: w('MiniMax', 'MiniMax'),
};

const VALUE_WORDS: Readonly<Record<string, Readonly<Record<string, Words>>>> = {
  template_status: TEMPLATE_STATUS,
  template_sub_status: SUB_STATUS,
  task_status: TASK_STATUS,
  platform: PLATFORM,
  template_platform: PLATFORM,
};

const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

/** A field's value in words: roles by their names, statuses and platforms by their labels, yes/no, "empty". */
function valueWords(field: string, value: unknown, language: ExportLanguage): string {
  if (value === null || value === undefined) return NONE[language];
  if (typeof value === 'boolean') return (value ? YES : NO)[language];
  if (field === 'password' && value === 'changed') return CHANGED[language];
  if (field === 'roles' && Array.isArray(value)) {
    if (value.length === 0) return NONE[language];
    return value
      .map((role) => (typeof role === 'string' && isRole(role) ? ROLE_TABLE[role].label[language] : String(role)))
      .join(language === 'zh-CN' ? '、' : ', ');
  }
  const words = own(VALUE_WORDS, field);
  const known = words && (typeof value === 'string' || typeof value === 'number') ? own(words, String(value)) : undefined;
  if (known) return known[language];
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * An entry's summary on one line in `language`: `{field: [old, new]}` as "field: old → new", the
 * values set as "field: value", text that is not such an object as it is.
 */
export function summaryWords(summary: string | null, language: ExportLanguage): string {
  if (!summary) return '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(summary);
  } catch {
    return summary;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return summary;
  return Object.entries(parsed)
    .map(([field, value]) => {
      const name = own(FIELD_WORDS, field)?.[language] ?? field;
      return isChange(field, value)
        ? `${name}: ${valueWords(field, value[0], language)} → ${valueWords(field, value[1], language)}`
        : `${name}: ${valueWords(field, value, language)}`;
    })
    .join('; ');
}

/**
 * Whether a summary's value is a change, [old, new]: roles changed are two lists (one list is the
 * roles set), and a list of chosen ids is never a change.
 */
const isChange = (field: string, value: unknown): value is [unknown, unknown] =>
  Array.isArray(value) && value.length === 2 && (field === 'roles' ? value.every(Array.isArray) : field !== 'ids');

/** The words of a kind, or the kind as stored when it has none. */
export const kindWords = (kind: string, language: ExportLanguage): string => own(KIND_WORDS, kind)?.[language] ?? kind;
