import { PLATFORMS, REVIEW_SUB_STATUSES, TEMPLATE_STATUSES, type Platform, type TemplateStatus } from './template';

// The history records values as the server stores them: enum codes (UNREVIEWED, keling, 1/2/3),
// Chinese status words, booleans and nulls. The panel shows each as the screens show it, in the
// screen's language; this says which text that is.

/** A value as the history panel shows it. */
export type HistoryValue =
  | { kind: 'empty' }
  | { kind: 'yes' }
  | { kind: 'no' }
  /** A label of the UI: a translation key. */
  | { kind: 'label'; key: string }
  /** Shown as it is (free text, a URL, an id). */
  | { kind: 'text'; text: string };

const STATUS_LABELS: Record<TemplateStatus, string> = {
  待生成: 'tabs.pending',
  已生成: 'tabs.generated',
  待补全: 'tabs.completion',
  已上架: 'tabs.published',
};

/** The published tab's sub-statuses, which the server stores as Chinese words. */
const PUBLISHED_SUB_STATUS_LABELS: Record<string, string> = {
  未审核: 'publishedSubStatus.notReviewed',
  已加入队列: 'publishedSubStatus.queued',
  生成失败: 'publishedSubStatus.generationFailed',
  审核不通过: 'publishedSubStatus.reviewRejected',
  未确认: 'publishedSubStatus.unconfirmed',
  拒绝上架: 'publishedSubStatus.listingRefused',
  已上架: 'publishedSubStatus.listed',
  已下架: 'publishedSubStatus.takenDown',
};

const IMAGE_NUM_LABELS: Record<string, string> = { '1': 'edit.singleImage', '2': 'edit.doubleImage' };
const PHOTO_TIPS_LABELS: Record<string, string> = { '1': 'photoTips.1', '2': 'photoTips.2', '3': 'photoTips.3' };

function includes<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** The label key of an enum field's value, if the field is one and the value a known one. */
function enumLabel(field: string, value: string): string | undefined {
  switch (field) {
    case 'template_status':
      return includes<TemplateStatus>(TEMPLATE_STATUSES, value) ? STATUS_LABELS[value] : undefined;
    case 'template_sub_status':
      return includes(REVIEW_SUB_STATUSES, value) ? `subStatus.${value}` : PUBLISHED_SUB_STATUS_LABELS[value];
    case 'template_platform':
      return includes<Platform>(PLATFORMS, value) ? `platform.${value}` : undefined;
    case 'template_image_num':
      return IMAGE_NUM_LABELS[value];
    case 'photo_tips_id':
      return PHOTO_TIPS_LABELS[value];
    default:
      return undefined;
  }
}

export function historyValue(field: string, value: unknown): HistoryValue {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: value ? 'yes' : 'no' };
  if (typeof value === 'string' || typeof value === 'number') {
    const key = enumLabel(field, String(value));
    return key ? { kind: 'label', key } : { kind: 'text', text: String(value) };
  }
  return { kind: 'text', text: JSON.stringify(value) };
}
