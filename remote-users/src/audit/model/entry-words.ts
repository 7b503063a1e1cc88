import type { ValueKind } from '@video-admin/shared-ui/labels';

/** What a summary's values read as: the screen's translations and the back office's value labels. */
export interface EntryWords {
  /** A field's name, or undefined when it has none. */
  field: (field: string) => string | undefined;
  /** A role's name, or undefined for a code that is not a role. */
  role: (role: string) => string | undefined;
  /** A stored value's label (status, sub-status, platform, task status), or the value as stored. */
  label: (kind: ValueKind, value: string | number) => string;
  yes: string;
  no: string;
  none: string;
  changed: string;
  /** Between the items of a list (roles): '、' in Chinese, ', ' in English. */
  listSeparator: string;
}

/** The fields whose values are labelled, and by which table. */
const LABELLED: Readonly<Record<string, ValueKind>> = {
  template_status: 'templateStatus',
  template_sub_status: 'subStatus',
  template_platform: 'platform',
  platform: 'platform',
  task_status: 'taskStatus',
};

function valueWords(field: string, value: unknown, words: EntryWords): string {
  if (value === null || value === undefined) return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (field === 'password' && value === 'changed') return words.changed;
  if (field === 'roles' && Array.isArray(value)) {
    return value.length === 0 ? words.none : value.map((role) => words.role(String(role)) ?? String(role)).join(words.listSeparator);
  }
  const kind = Object.hasOwn(LABELLED, field) ? LABELLED[field] : undefined;
  if (kind && (typeof value === 'string' || typeof value === 'number')) return words.label(kind, value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Whether a summary's value is a change, [old, new]: roles changed are two lists (one list is the
 * roles set), and a list of chosen ids is never a change.
 */
const isChange = (field: string, value: unknown): value is [unknown, unknown] =>
  Array.isArray(value) && value.length === 2 && (field === 'roles' ? value.every(Array.isArray) : field !== 'ids');

/**
 * An entry's summary on one line, in words: the API gives JSON text, `{field: [old, new]}` for an
 * update ("状态: 已生成 → 待生成") and the values set otherwise ("角色: 模板审核"); roles by their
 * names, statuses and platforms by their labels. Text that is not such an object shows as it is.
 */
export function summaryWords(summary: string | null, words: EntryWords): string {
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
      const name = words.field(field) ?? field;
      return isChange(field, value)
        ? `${name}: ${valueWords(field, value[0], words)} → ${valueWords(field, value[1], words)}`
        : `${name}: ${valueWords(field, value, words)}`;
    })
    .join('; ');
}
