import { useTemplatesTranslation } from '../../../i18n';
import { useCellStyles } from './cells.styles';

/** template_params as indented JSON. */
export function TemplateParams({ params }: { params: Record<string, unknown> | null }) {
  const styles = useCellStyles();
  const { t } = useTemplatesTranslation();
  if (!params || Object.keys(params).length === 0) return <span className={styles.muted}>{t('values.noParams')}</span>;
  return <pre className={styles.json}>{JSON.stringify(params, null, 2)}</pre>;
}
