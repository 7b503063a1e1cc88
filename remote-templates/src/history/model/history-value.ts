import { valueLabel, type ValueKind } from '@video-admin/shared-ui/labels';

// The history records values as the server stores them: enum codes (UNREVIEWED, keling, 1/2/3),
// Chinese status words, booleans and nulls. The panel shows each as the screens show it, in the
// screen's language; this says which text that is.

/** A value as the history panel shows it. */
export type HistoryValue =
  | { kind: 'empty' }
  | { kind: 'yes' }
  | { kind: 'no' }
  /** A stored value with a name in shared-ui's labels: statuses, sub-statuses, platforms. */
  | { kind: 'value'; valueKind: ValueKind; value: string }
  /** A label of the UI: a translation key. */
  | { kind: 'label'; key: string }
  /** Shown as it is (free text, a URL, an id). */
  | { kind: 'text'; text: string };

/** The fields whose values the shared labels name. */
const VALUE_KINDS: Record<string, ValueKind> = {
  template_status: 'templateStatus',
  template_sub_status: 'subStatus',
  template_platform: 'platform',
};

const IMAGE_NUM_LABELS: Record<string, string> = { '1': 'edit.singleImage', '2': 'edit.doubleImage' };
const PHOTO_TIPS_LABELS: Record<string, string> = { '1': 'photoTips.1', '2': 'photoTips.2', '3': 'photoTips.3' };

/** The label key of a field's value the screen's own texts name, if any. */
function enumLabel(field: string, value: string): string | undefined {
  switch (field) {
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
    const valueKind = VALUE_KINDS[field];
    // Either language has the label when one has it: the panel picks the screen's.
    if (valueKind && valueLabel(valueKind, value, 'en') !== undefined) return { kind: 'value', valueKind, value: String(value) };
    const key = enumLabel(field, String(value));
    return key ? { kind: 'label', key } : { kind: 'text', text: String(value) };
  }
  return { kind: 'text', text: JSON.stringify(value) };
}
