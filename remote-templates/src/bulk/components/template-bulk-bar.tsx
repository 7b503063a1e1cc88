import { useMemo } from 'react';
import { BulkActionBar } from '@video-admin/shared-ui/lists';
import { useTemplateRights } from '../../hooks/use-template-rights';
import { useTemplateDialogsTranslation } from '../../i18n';
import type { TemplateBulkBarProps } from '../model/template-bulk-bar';
import { templateBulkActions } from './template-bulk-actions';

/** The bulk bar of a tab, with the actions that fit the tab's templates and the person's rights. */
export function TemplateBulkBar({ tab, ...bar }: TemplateBulkBarProps) {
  // The actions' texts are among the later ones (it waits for them in another language too).
  const { t } = useTemplateDialogsTranslation();
  const rights = useTemplateRights();
  const actions = useMemo(() => templateBulkActions(tab, rights, t), [tab, rights, t]);
  return <BulkActionBar {...bar} actions={actions} />;
}
