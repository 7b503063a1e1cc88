import { useMemo, type ReactNode } from 'react';
import { formatDateTime } from 'shared-ui';
import { useTemplatesTranslation } from '../../../i18n';
import type { VideoTemplate } from '../../model/template';
import { EditButton } from '../cells/edit-button';
import { LongText } from '../cells/long-text';
import { PlatformLabel } from '../cells/platform-label';
import { RowActions } from '../cells/row-actions';
import { SubStatusBadge } from '../cells/sub-status-badge';
import { TemplateName } from '../cells/template-name';
import { TemplateThumb } from '../cells/template-thumb';
import { TemplateVideo } from '../cells/template-video';
import type { Column } from '../table/data-table';

type TemplateColumn = Column<VideoTemplate>;

/** Columns several tabs show the same way. */
export function useCommonColumns() {
  const { t } = useTemplatesTranslation();
  return useMemo(() => {
    const column = (id: string, header: string, render: TemplateColumn['render']): TemplateColumn => ({ id, header, render });
    return {
      id: column('id', t('columns.id'), (row) => row.template_id),
      name: column('name', t('columns.name'), (row) => <TemplateName name={row.template_name} />),
      platform: column('platform', t('columns.platform'), (row) => <PlatformLabel platform={row.template_platform} />),
      prompt: column('prompt', t('columns.prompt'), (row) => <LongText text={row.template_prompt} max={100} />),
      mainImage: column('mainImage', t('columns.mainImage'), (row) => (
        <TemplateThumb src={row.template_main_image} alt={t('values.mainImageAlt', { id: row.template_id })} />
      )),
      video: column('video', t('columns.video'), (row) => (
        <TemplateVideo src={row.template_video_url} label={t('values.videoLabel', { id: row.template_id })} />
      )),
      topTitle: column('topTitle', t('columns.topTitle'), (row) => <LongText text={row.template_top_title} />),
      categoryId: column('categoryId', t('columns.categoryId'), (row) => row.template_category_id || t('values.none')),
      subStatus: column('subStatus', t('columns.subStatus'), (row) => <SubStatusBadge subStatus={row.template_sub_status} />),
      createdAt: column('createdAt', t('columns.createdAt'), (row) => formatDateTime(row.created_at)),
      updatedAt: column('updatedAt', t('columns.updatedAt'), (row) => formatDateTime(row.updated_at)),
      /** The last column: 编辑 first, then the tab's own buttons. */
      actions: (onEdit: (row: VideoTemplate) => void, more?: (row: VideoTemplate) => ReactNode) =>
        column('actions', t('columns.actions'), (row) => (
          <RowActions templateId={row.template_id}>
            <EditButton onClick={() => onEdit(row)} />
            {more?.(row)}
          </RowActions>
        )),
    };
  }, [t]);
}
