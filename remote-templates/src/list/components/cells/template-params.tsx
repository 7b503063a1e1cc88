import { TruncatedText } from '@video-admin/shared-ui/lists';
import type { CellLook } from './cell-look';

/** A value in the summary: text as it is, anything else as compact JSON. */
const summaryValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** template_params on one line: `duration: 5 · ratio: 9:16 · tags: ["a"]`, in the object's order. */
export function paramsSummary(params: Record<string, unknown>): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}: ${summaryValue(value)}`)
    .join(' · ');
}

/**
 * template_params as a one-line summary, so a row stays one line tall; the whole JSON, indented,
 * shows on hover and keyboard focus (the summary is always a shortened view, so it always takes
 * the focus), and in the template's own dialog.
 */
export function templateParams({ styles, t }: CellLook, params: Record<string, unknown> | null) {
  if (!params || Object.keys(params).length === 0) return <span className={styles.muted}>{t('values.noParams')}</span>;
  return <TruncatedText text={JSON.stringify(params, null, 2)} shown={paramsSummary(params)} className={styles.params} />;
}
