import { EditRegular } from '@fluentui/react-icons/headless/svg/edit';
import { useMemo, type ReactNode } from 'react';
import { formatDateTime } from '@video-admin/shared-ui';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { ActionButton } from '../row-actions/action-button';
import { useCellLook } from '../cells/cell-look';
import { longText } from '../cells/long-text';
import { platformLabel } from '../cells/platform-label';
import { rowActions } from '../row-actions/row-actions';
import { templateName } from '../cells/template-name';
import { templateThumb } from '../cells/template-thumb';
import { templateVideo } from '../cells/template-video';
import type { Column } from '../table/data-table';

type TemplateColumn = Column<VideoTemplate>;

const editIcon = <EditRegular />;

/** Columns several tabs show the same way, and the cell look the tab's own columns use. */
export function useCommonColumns() {
  const look = useCellLook();
  return useMemo(() => {
    const { t } = look;
    const column = (
      id: string,
      header: string,
      render: TemplateColumn['render'],
      more?: Pick<TemplateColumn, 'pin' | 'card'>,
    ): TemplateColumn => ({ id, header, render, ...more });
    const columns = {
      look,
      // The row's identity stays in view at the start while the middle columns scroll.
      id: column('id', t('columns.id'), (row) => row.template_id, { pin: 'start', card: 'id' }),
      name: column('name', t('columns.name'), (row) => templateName(look, row.template_name), { card: 'title' }),
      platform: column('platform', t('columns.platform'), (row) => platformLabel(look, row.template_platform), { card: 'field' }),
      prompt: column('prompt', t('columns.prompt'), (row) => longText(look, row.template_prompt, 100)),
      mainImage: column(
        'mainImage',
        t('columns.mainImage'),
        (row) => templateThumb(look, row.template_main_image, t('values.mainImageAlt', { id: row.template_id })),
        { card: 'media' },
      ),
      video: column(
        'video',
        t('columns.video'),
        (row) => templateVideo(look, row.template_video_url, t('values.videoLabel', { id: row.template_id })),
        { card: 'media' },
      ),
      topTitle: column('topTitle', t('columns.topTitle'), (row) => longText(look, row.template_top_title), { card: 'field' }),
      categoryId: column('categoryId', t('columns.categoryId'), (row) => longText(look, row.template_category_id)),
      createdAt: column('createdAt', t('columns.createdAt'), (row) => formatDateTime(row.created_at), { card: 'field' }),
      updatedAt: column('updatedAt', t('columns.updatedAt'), (row) => formatDateTime(row.updated_at), { card: 'field' }),
      /**
       * The last column, kept in view at the end (it is the only way to edit): 编辑 first (without
       * `onEdit`, none), then the tab's own buttons. A person with none of them has no such column:
       * spread into the columns, it is then nothing.
       */
      actions: (onEdit: ((row: VideoTemplate) => void) | undefined, more?: (row: VideoTemplate) => ReactNode): TemplateColumn[] =>
        onEdit || more
          ? [
              column(
                'actions',
                t('columns.actions'),
                (row) =>
                  rowActions(
                    look,
                    row.template_id,
                    <>
                      {onEdit ? (
                        <ActionButton icon={editIcon} opensDialog onClick={() => onEdit(row)}>
                          {t('actions.edit')}
                        </ActionButton>
                      ) : null}
                      {more?.(row)}
                    </>,
                  ),
                { pin: 'end', card: 'actions' },
              ),
            ]
          : [],
    };
    return {
      ...columns,
      /** The columns the completion and published tabs begin with: the template's id and what its end users see of it. */
      showcase: [columns.id, columns.name, columns.platform, columns.mainImage, columns.video, columns.topTitle],
    };
  }, [look]);
}
