import { CopyRegular } from '@fluentui/react-icons/headless/svg/copy';
import { DeleteRegular } from '@fluentui/react-icons/headless/svg/delete';
import { useMemo } from 'react';
import { usePermissions } from '@video-admin/shared-ui';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { useCopyTemplate } from '../api/copy-template';
import { useDeleteTemplate } from '../api/delete-template';
import { confirmedMove, runFromRow, runningFor, type RowMutation } from '../model/row-mutation';
import { useTemplatesTranslation } from '../../i18n';

/**
 * What a tab tells the actions: the rows on show and the page the delete may step back from, and
 * how to open a template's dialog (the copy's toast offers it), if the person may.
 */
export interface ListPage {
  rowCount: number;
  page: number;
  setPage: (page: number) => void;
  onOpen?: (template: VideoTemplate) => void;
}

/**
 * A row's 复制 and 删除, as the tab's row buttons, each if the person may (copying is publishing's
 * right, deleting its own); none for a person who may do neither. Deleting the last row of a page past the first
 * steps the pager back a page, so the admin is not left on a page that no longer exists.
 */
export function useCopyDeleteActions({ rowCount, page, setPage, onOpen }: ListPage): RowMutation[] {
  const { t } = useTemplatesTranslation();
  const { can } = usePermissions();
  const canCopy = can('templates.publish');
  const canDelete = can('templates.delete');
  const copy = useCopyTemplate(onOpen);
  const remove = useDeleteTemplate(() => {
    if (rowCount === 1 && page > 1) setPage(page - 1);
  });
  return useMemo(
    () =>
      [
        canCopy && {
          label: t('actions.copy'),
          icon: <CopyRegular />,
          isRunning: runningFor(copy),
          run: (id: number, from?: HTMLElement) => runFromRow(copy, id, from),
        },
        canDelete && confirmedMove(t('actions.delete'), <DeleteRegular />, remove, t('confirm.delete')),
      ].filter((action): action is RowMutation => !!action),
    [t, copy, remove, canCopy, canDelete],
  );
}
