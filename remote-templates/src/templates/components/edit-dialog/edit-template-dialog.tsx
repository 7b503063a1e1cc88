import { Tab, TabList } from '@fluentui/react-components';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { VideoTemplate } from 'shared-ui/contract';
import { DialogFrame, FormDialogPanel } from 'shared-ui/dialogs';
import { useTemplatesTranslation } from '../../../i18n';
import { useUpdateTemplate } from '../../api/update-template';
import { useTemplateWithVideoWaits } from '../../hooks/use-template-with-video-waits';
import { REFERENCE_INDEXES } from '../../model/template';
import { toTemplateForm, toTemplateUpdate, type TemplateForm } from '../../model/template-form';
import { TemplateHistoryPanel } from '../history/template-history-panel';
import { useEditTemplateStyles } from './edit-template.styles';
import { ReferenceVideoSlot } from './reference-video-slot';
import { TemplateFields } from './template-fields';
import { TemplateReadOnly } from './template-read-only';

export interface EditTemplateDialogProps {
  /** The row to edit; undefined keeps the dialog closed. */
  template: VideoTemplate | undefined;
  onClose: () => void;
}

/** 编辑视频模板 #id. Its content unmounts on close, so a reopened dialog starts from the saved template. */
export function EditTemplateDialog({ template, onClose }: EditTemplateDialogProps) {
  const styles = useEditTemplateStyles();
  const { lng } = useTemplatesTranslation();
  return (
    <DialogFrame open={!!template} onClose={onClose} surfaceClassName={styles.surface} lang={lng}>
      {template ? <EditTemplateContent key={template.template_id} row={template} onClose={onClose} /> : null}
    </DialogFrame>
  );
}

type Section = 'form' | 'history';

function EditTemplateContent({ row, onClose }: { row: VideoTemplate; onClose: () => void }) {
  const { t } = useTemplatesTranslation();
  const styles = useEditTemplateStyles();
  const [section, setSection] = useState<Section>('form');
  const { current, startWaiting, waitOf } = useTemplateWithVideoWaits(row);
  const form = useForm<TemplateForm>({ mode: 'onBlur', defaultValues: toTemplateForm(row) });
  const save = useUpdateTemplate({
    toUpdate: (values: TemplateForm) => toTemplateUpdate(row.template_id, values),
    successToast: () => ({
      intent: 'success',
      title: t('toast.updateSuccess'),
      description: t('toast.updateSuccessText', { id: row.template_id }),
    }),
    failureToast: () => ({ intent: 'error', title: t('toast.updateFailed'), description: t('toast.operationFailed') }),
    onSuccess: onClose,
  });

  return (
    <FormDialogPanel
      title={t('edit.title', { id: row.template_id })}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      onCancel={onClose}
      pending={save.isPending}
      cancelLabel={t('edit.cancel')}
      saveLabel={save.isPending ? t('edit.saving') : t('edit.save')}
      contentClassName={styles.content}
    >
      <TabList selectedValue={section} onTabSelect={(_, data) => setSection(data.value as Section)} aria-label={t('edit.sections')}>
        <Tab value="form">{t('edit.formTab')}</Tab>
        <Tab value="history">{t('edit.historyTab')}</Tab>
      </TabList>
      {/* Hidden, not unmounted: typed values and chosen files survive a look at the history. */}
      <div hidden={section !== 'form'} className={section === 'form' ? styles.content : styles.hidden}>
        <TemplateReadOnly template={current} />
        <TemplateFields
          form={form}
          templateId={row.template_id}
          videos={
            <div className={styles.slots}>
              {REFERENCE_INDEXES.map((index) => (
                <ReferenceVideoSlot key={index} template={current} index={index} wait={waitOf(index)} onUploaded={startWaiting} />
              ))}
            </div>
          }
        />
      </div>
      {section === 'history' ? <TemplateHistoryPanel templateId={row.template_id} /> : null}
    </FormDialogPanel>
  );
}
