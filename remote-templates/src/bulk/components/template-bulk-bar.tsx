import { useMemo } from 'react';
import { BulkActionBar } from 'shared-ui/lists';
import { useTemplatesTranslation } from '../../i18n';
import type { TemplateBulkBarProps } from '../model/template-bulk-bar';
import { templateBulkActions } from './template-bulk-actions';

/** The bulk bar of a tab, with the actions that fit the tab's templates. */
export function TemplateBulkBar({ tab, ...bar }: TemplateBulkBarProps) {
  const { t } = useTemplatesTranslation();
  const actions = useMemo(() => templateBulkActions(tab, t), [tab, t]);
  return <BulkActionBar {...bar} actions={actions} />;
}
