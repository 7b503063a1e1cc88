import { useMemo } from 'react';
import { BulkActionBar, type BulkActionBarProps } from 'shared-ui/lists';
import { useTemplatesTranslation } from '../../../i18n';
import type { TabId } from '../../../model/tabs';
import { templateBulkActions } from './template-bulk-actions';

export type TemplateBulkBarProps = Omit<BulkActionBarProps, 'actions'> & { tab: TabId };

/** The bulk bar of a tab, with the actions that fit the tab's templates. */
export function TemplateBulkBar({ tab, ...bar }: TemplateBulkBarProps) {
  const { t } = useTemplatesTranslation();
  const actions = useMemo(() => templateBulkActions(tab, t), [tab, t]);
  return <BulkActionBar {...bar} actions={actions} />;
}
