import { ArchiveRegular } from '@fluentui/react-icons/headless/svg/archive';
import { ArrowUploadRegular } from '@fluentui/react-icons/headless/svg/arrow-upload';
import { CheckmarkRegular } from '@fluentui/react-icons/headless/svg/checkmark';
import { DeleteRegular } from '@fluentui/react-icons/headless/svg/delete';
import { DismissRegular } from '@fluentui/react-icons/headless/svg/dismiss';
import type { BulkActionDef } from 'shared-ui/lists';
import type { useTemplatesTranslation } from '../../i18n';
import type { TemplateBulkAction } from '../model/template-bulk-bar';

/**
 * The bar's buttons for the bulk actions named (a tab's, as far as the person may run them; see
 * TAB_BULK_ACTIONS). Each is confirmed with the number of templates and what follows ("Delete 6
 * templates?").
 */
export function templateBulkActions(
  actions: readonly TemplateBulkAction[],
  t: ReturnType<typeof useTemplatesTranslation>['t'],
): BulkActionDef[] {
  const definitions: Record<TemplateBulkAction, BulkActionDef> = {
    approve: {
      action: 'approve',
      label: t('bulk.approve'),
      icon: <CheckmarkRegular />,
      question: (count) => t('bulk.question.approve', { count }),
      consequence: t('bulk.consequence.approve'),
    },
    reject: {
      action: 'reject',
      label: t('bulk.reject'),
      icon: <DismissRegular />,
      question: (count) => t('bulk.question.reject', { count }),
      consequence: t('bulk.consequence.reject'),
    },
    publish: {
      action: 'publish',
      label: t('bulk.publish'),
      icon: <ArrowUploadRegular />,
      question: (count) => t('bulk.question.publish', { count }),
      consequence: t('bulk.consequence.publish'),
    },
    take_down: {
      action: 'take_down',
      label: t('bulk.takeDown'),
      icon: <ArchiveRegular />,
      question: (count) => t('bulk.question.takeDown', { count }),
      consequence: t('bulk.consequence.takeDown'),
    },
    relist: {
      action: 'relist',
      label: t('bulk.relist'),
      icon: <ArrowUploadRegular />,
      question: (count) => t('bulk.question.relist', { count }),
      consequence: t('bulk.consequence.relist'),
    },
    delete: {
      action: 'delete',
      label: t('bulk.delete'),
      icon: <DeleteRegular />,
      question: (count) => t('bulk.question.delete', { count }),
      destructive: true,
    },
  };
  return actions.map((action) => definitions[action]);
}
