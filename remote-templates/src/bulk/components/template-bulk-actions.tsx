import { ArchiveRegular } from '@fluentui/react-icons/headless/svg/archive';
import { ArrowUploadRegular } from '@fluentui/react-icons/headless/svg/arrow-upload';
import { CheckmarkRegular } from '@fluentui/react-icons/headless/svg/checkmark';
import { DeleteRegular } from '@fluentui/react-icons/headless/svg/delete';
import { DismissRegular } from '@fluentui/react-icons/headless/svg/dismiss';
import type { BulkActionDef } from '@video-admin/shared-ui/lists';
import type { useTemplateDialogsTranslation } from '../../i18n';
import type { TemplateRights } from '../../model/rights';
import type { TabId } from '../../model/tabs';

type Offered = [right: keyof TemplateRights, action: BulkActionDef];

/**
 * The bulk actions each tab offers: those the server takes for every row the tab lists (approve and
 * reject need 已生成, publish 待补全, take down and re-list 已上架; delete any), each if the person
 * holds the right its single-row form needs (bulk.run itself is the caller's to check).
 * 待生成's own moves (通过 / 不通过) are plain status edits with no bulk form, so that tab offers
 * delete alone. Each is confirmed with the number of templates and what follows ("Delete 6
 * templates?").
 */
export function templateBulkActions(
  tab: TabId,
  rights: TemplateRights,
  t: ReturnType<typeof useTemplateDialogsTranslation>['t'],
): BulkActionDef[] {
  const remove: Offered = [
    'remove',
    {
      action: 'delete',
      label: t('bulkActions.delete'),
      icon: <DeleteRegular />,
      question: (count) => t('bulkActions.question.delete', { count }),
      destructive: true,
    },
  ];
  const publish: Offered = [
    'publish',
    {
      action: 'publish',
      label: t('bulkActions.publish'),
      icon: <ArrowUploadRegular />,
      question: (count) => t('bulkActions.question.publish', { count }),
      consequence: t('bulkActions.consequence.publish'),
    },
  ];
  const offered = (): Offered[] => {
    switch (tab) {
      case 'generated':
        return [
          [
            'review',
            {
              action: 'approve',
              label: t('bulkActions.approve'),
              icon: <CheckmarkRegular />,
              question: (count) => t('bulkActions.question.approve', { count }),
              consequence: t('bulkActions.consequence.approve'),
            },
          ],
          [
            'review',
            {
              action: 'reject',
              label: t('bulkActions.reject'),
              icon: <DismissRegular />,
              question: (count) => t('bulkActions.question.reject', { count }),
              consequence: t('bulkActions.consequence.reject'),
            },
          ],
          remove,
        ];
      case 'completion':
        return [publish, remove];
      case 'published':
        return [
          [
            'publish',
            {
              action: 'take_down',
              label: t('bulkActions.takeDown'),
              icon: <ArchiveRegular />,
              question: (count) => t('bulkActions.question.takeDown', { count }),
              consequence: t('bulkActions.consequence.takeDown'),
            },
          ],
          [
            'publish',
            {
              action: 'relist',
              label: t('bulkActions.relist'),
              icon: <ArrowUploadRegular />,
              question: (count) => t('bulkActions.question.relist', { count }),
              consequence: t('bulkActions.consequence.relist'),
            },
          ],
        ];
      case 'all':
      case 'pending':
        return [remove];
    }
  };
  return offered()
    .filter(([right]) => rights[right])
    .map(([, action]) => action);
}
