import { ArchiveRegular } from '@fluentui/react-icons/headless/svg/archive';
import { ArrowUploadRegular } from '@fluentui/react-icons/headless/svg/arrow-upload';
import { CheckmarkRegular } from '@fluentui/react-icons/headless/svg/checkmark';
import { DeleteRegular } from '@fluentui/react-icons/headless/svg/delete';
import { DismissRegular } from '@fluentui/react-icons/headless/svg/dismiss';
import type { BulkActionDef } from 'shared-ui/lists';
import type { useTemplatesTranslation } from '../../i18n';
import type { TabId } from '../../model/tabs';

/**
 * The bulk actions each tab offers: those the server takes for every row the tab lists (approve and
 * reject need 已生成, publish 待补全, take down and re-list 已上架; delete any). 待生成's own moves
 * (通过 / 不通过) are plain status edits with no bulk form, so that tab offers delete alone. Each
 * is confirmed with the number of templates and what follows ("Delete 6 templates?").
 */
export function templateBulkActions(tab: TabId, t: ReturnType<typeof useTemplatesTranslation>['t']): BulkActionDef[] {
  const remove: BulkActionDef = {
    action: 'delete',
    label: t('bulk.delete'),
    icon: <DeleteRegular />,
    question: (count) => t('bulk.question.delete', { count }),
    destructive: true,
  };
  const publish: BulkActionDef = {
    action: 'publish',
    label: t('bulk.publish'),
    icon: <ArrowUploadRegular />,
    question: (count) => t('bulk.question.publish', { count }),
    consequence: t('bulk.consequence.publish'),
  };
  switch (tab) {
    case 'generated':
      return [
        {
          action: 'approve',
          label: t('bulk.approve'),
          icon: <CheckmarkRegular />,
          question: (count) => t('bulk.question.approve', { count }),
          consequence: t('bulk.consequence.approve'),
        },
        {
          action: 'reject',
          label: t('bulk.reject'),
          icon: <DismissRegular />,
          question: (count) => t('bulk.question.reject', { count }),
          consequence: t('bulk.consequence.reject'),
        },
        remove,
      ];
    case 'completion':
      return [publish, remove];
    case 'published':
      return [
        {
          action: 'take_down',
          label: t('bulk.takeDown'),
          icon: <ArchiveRegular />,
          question: (count) => t('bulk.question.takeDown', { count }),
          consequence: t('bulk.consequence.takeDown'),
        },
        {
          action: 'relist',
          label: t('bulk.relist'),
          icon: <ArrowUploadRegular />,
          question: (count) => t('bulk.question.relist', { count }),
          consequence: t('bulk.consequence.relist'),
        },
      ];
    case 'all':
    case 'pending':
      return [remove];
  }
}
