import type { Language } from '@video-admin/shared-ui';
import type { VideoTemplateUpdate } from '@video-admin/shared-ui/contract';

// What a person reads for each value the back office stores: one table per kind of value, in
// both languages, for every screen (lists, history, dashboard) to show the same words. The values
// are the stored ones: Chinese status words, enum codes, platform keys, task status numbers.

type LabelTable<V extends string | number> = Readonly<Record<V, Readonly<Record<Language, string>>>>;

// Typed by the contract: a value the API adds is a type error here until it has its labels.
type TemplateStatus = NonNullable<VideoTemplateUpdate['template_status']>;
type SubStatus = NonNullable<VideoTemplateUpdate['template_sub_status']>;
type Platform = NonNullable<VideoTemplateUpdate['template_platform']>;

/** A template's pipeline status (the four tabs). */
export const TEMPLATE_STATUS_LABELS: LabelTable<TemplateStatus> = {
  待生成: { en: 'Pending generation', 'zh-CN': '待生成' },
  已生成: { en: 'Generated', 'zh-CN': '已生成' },
  待补全: { en: 'Pending completion', 'zh-CN': '待补全' },
  已上架: { en: 'Published', 'zh-CN': '已上架' },
};

/**
 * A template's sub-status in both spellings the data has: codes on the first three tabs, Chinese
 * words on published templates (and on templates imported with them).
 */
export const SUB_STATUS_LABELS: LabelTable<SubStatus> = {
  UNREVIEWED: { en: 'Unreviewed', 'zh-CN': '待审核' },
  IN_QUEUE: { en: 'In queue', 'zh-CN': '排队中' },
  GENERATION_FAILED: { en: 'Generation failed', 'zh-CN': '生成失败' },
  AUDIT_FAILED: { en: 'Review failed', 'zh-CN': '审核失败' },
  AUDIT_PENDING: { en: 'Under review', 'zh-CN': '审核中' },
  未审核: { en: 'Not reviewed', 'zh-CN': '未审核' },
  已加入队列: { en: 'Queued', 'zh-CN': '已加入队列' },
  生成失败: { en: 'Generation failed', 'zh-CN': '生成失败' },
  审核不通过: { en: 'Review rejected', 'zh-CN': '审核不通过' },
  未确认: { en: 'Unconfirmed', 'zh-CN': '未确认' },
  拒绝上架: { en: 'Listing refused', 'zh-CN': '拒绝上架' },
  已上架: { en: 'Listed', 'zh-CN': '已上架' },
  已下架: { en: 'Taken down', 'zh-CN': '已下架' },
};

/** A video platform; `local` is the server's built-in platform when none is configured. */
export const PLATFORM_LABELS: LabelTable<Platform | 'local'> = {
  keling: { en: 'Kling', 'zh-CN': '可灵' },
  jimeng: { en: 'Jimeng', 'zh-CN': '即梦' },
  minimax: { en: 'MiniMax', 'zh-CN': 'MiniMax' },
  local: { en: 'Local', 'zh-CN': '本地' },
};

/** A video task's status: 1 pending, 2 running, 3 completed, 4 failed. */
export const TASK_STATUS_LABELS: LabelTable<1 | 2 | 3 | 4> = {
  1: { en: 'Pending', 'zh-CN': '待处理' },
  2: { en: 'Running', 'zh-CN': '处理中' },
  3: { en: 'Completed', 'zh-CN': '已完成' },
  4: { en: 'Failed', 'zh-CN': '失败' },
};

const TABLES = {
  templateStatus: TEMPLATE_STATUS_LABELS,
  subStatus: SUB_STATUS_LABELS,
  platform: PLATFORM_LABELS,
  taskStatus: TASK_STATUS_LABELS,
} as const;

export type ValueKind = keyof typeof TABLES;

/** The label of a stored value in `language`; undefined for a value the table does not know. */
export function valueLabel(kind: ValueKind, value: string | number | null | undefined, language: Language): string | undefined {
  if (value === null || value === undefined) return undefined;
  const table = TABLES[kind] as Readonly<Record<string, Readonly<Record<Language, string>>>>;
  return Object.hasOwn(table, String(value)) ? table[String(value)]![language] : undefined;
}

/** The label of a stored value in `language`, or the value as stored when the table does not know it. */
export function valueText(kind: ValueKind, value: string | number, language: Language): string {
  return valueLabel(kind, value, language) ?? String(value);
}
