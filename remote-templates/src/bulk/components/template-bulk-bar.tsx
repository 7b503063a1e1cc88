import { useMemo } from 'react';
import { BulkActionBar } from 'shared-ui/lists';
import { useTemplatesTranslation } from '../../i18n';
import type { TemplateBulkBarProps } from '../model/template-bulk-bar';
import { templateBulkActions } from './template-bulk-actions';

/** The bulk bar of a tab, with the actions of the tab the person may run. */
export function TemplateBulkBar({ actions, ...bar }: TemplateBulkBarProps) {
  const { t } = useTemplatesTranslation();
  const definitions = useMemo(() => templateBulkActions(actions, t), [actions, t]);
  return <BulkActionBar {...bar} actions={definitions} />;
}
