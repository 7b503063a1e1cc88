import type { CellLook } from './cell-look';

/** template_params as indented JSON. */
export function templateParams({ styles, t }: CellLook, params: Record<string, unknown> | null) {
  if (!params || Object.keys(params).length === 0) return <span className={styles.muted}>{t('values.noParams')}</span>;
  return <pre className={styles.json}>{JSON.stringify(params, null, 2)}</pre>;
}
