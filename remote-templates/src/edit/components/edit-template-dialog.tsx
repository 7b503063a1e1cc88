import { Tab, TabList } from '@fluentui/react-components';
import { useCallback, useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { DialogFrame } from '@video-admin/shared-ui/dialogs';
import { useTemplateDialogsTranslation } from '../../i18n';
import { useUpdateTemplate } from '../../api/update-template';
import { ALWAYS, useDiscardGuard, type MayClose } from '../hooks/use-discard-guard';
import { useGeneratedToastsDismissal } from '../hooks/use-generated-toasts-dismissal';
import { NEW_TEMPLATE, type DialogTarget } from '../hooks/use-open-template';
import { usePendingReferenceFiles } from '../hooks/use-pending-reference-files';
import { useTemplateWithVideoWaits } from '../hooks/use-template-with-video-waits';
import { REFERENCE_INDEXES } from '../model/reference';
import { toTemplateForm, toTemplateUpdate, type TemplateForm } from '../model/template-form';
import { TemplateHistoryPanel } from '../../history';
import { CreateTemplateContent } from './create-template-content';
import { useEditTemplateStyles } from './edit-template.styles';
import { EditTemplatePanel } from './edit-template-panel';
import { ReferenceVideoSlot } from './reference-video-slot';
import { TemplateFields } from './template-fields';
import { TemplateReadOnly } from './template-read-only';

export interface EditTemplateDialogProps {
  /** The row to edit, or NEW_TEMPLATE to create one; undefined keeps the dialog closed. */
  template: DialogTarget | undefined;
  onClose: () => void;
  /** Opens another template's dialog: after creating one, its success toast offers the new template. */
  onOpen?: (template: VideoTemplate) => void;
}

/**
 * 编辑视频模板 #id, or 新建视频模板 with the same fields empty. Its content unmounts on close, so a
 * reopened dialog starts from the saved template (or empty again).
 */
export function EditTemplateDialog({ template, onClose, onOpen }: EditTemplateDialogProps) {
  const styles = useEditTemplateStyles();
  const { lng } = useTemplateDialogsTranslation();
  // Escape, the backdrop, the close button and 取消 all ask the open content first: only it knows
  // whether closing would throw away unsaved work.
  const mayCloseRef = useRef<MayClose>(ALWAYS);
  const requestClose = useCallback(() => {
    if (mayCloseRef.current()) onClose();
  }, [onClose]);
  return (
    <DialogFrame open={!!template} onClose={requestClose} surfaceClassName={styles.surface} lang={lng}>
      {template === NEW_TEMPLATE ? (
        <CreateTemplateContent
          key={NEW_TEMPLATE}
          mayCloseRef={mayCloseRef}
          onRequestClose={requestClose}
          onCreated={onClose}
          onOpen={onOpen}
        />
      ) : template ? (
        <EditTemplateContent
          key={template.template_id}
          row={template}
          mayCloseRef={mayCloseRef}
          onRequestClose={requestClose}
          onSaved={onClose}
        />
      ) : null}
    </DialogFrame>
  );
}

type Section = 'form' | 'history';

interface EditTemplateContentProps {
  row: VideoTemplate;
  /** Set to this content's own check while it is open. */
  mayCloseRef: RefObject<MayClose>;
  onRequestClose: () => void;
  onSaved: () => void;
}

function EditTemplateContent({ row, mayCloseRef, onRequestClose, onSaved }: EditTemplateContentProps) {
  const { t } = useTemplateDialogsTranslation();
  const styles = useEditTemplateStyles();
  const [section, setSection] = useState<Section>('form');
  const { current, startWaiting, waitOf } = useTemplateWithVideoWaits(row);
  const pendingFiles = usePendingReferenceFiles();
  const form = useForm<TemplateForm>({ mode: 'onBlur', defaultValues: toTemplateForm(row) });
  const save = useUpdateTemplate({
    toUpdate: (values: TemplateForm) => toTemplateUpdate(row.template_id, values),
    successToast: () => ({
      intent: 'success',
      title: t('toast.updateSuccess'),
      description: t('toast.updateSuccessText', { id: row.template_id }),
      // A second save of the template says the same: it replaces the first.
      id: `template-${row.template_id}-saved`,
    }),
    failureToast: () => ({ intent: 'error', title: t('toast.updateFailed'), description: t('toast.operationFailed') }),
    onSuccess: onSaved,
  });

  // Typed or AI-generated values not yet saved, or a reference image chosen but not yet sent.
  // (Reading isDirty here also subscribes the form to it.)
  useDiscardGuard(mayCloseRef, form.formState.isDirty || pendingFiles.any, t('edit.discardConfirm'));
  useGeneratedToastsDismissal(row.template_id);

  return (
    <EditTemplatePanel
      title={t('edit.title', { id: row.template_id })}
      pending={save.isPending}
      // Enter in a field submits too: never a second save while the first runs.
      onSubmit={form.handleSubmit((values) => !save.isPending && save.mutate(values))}
      onCancel={onRequestClose}
      // The history has nothing to save: its tab shows no buttons (the title's close button stays).
      submitLabel={section !== 'form' ? undefined : save.isPending ? t('edit.saving') : t('edit.save')}
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
                <ReferenceVideoSlot
                  key={index}
                  template={current}
                  index={index}
                  wait={waitOf(index)}
                  onUploaded={startWaiting}
                  onFileChosen={pendingFiles.set}
                />
              ))}
            </div>
          }
        />
      </div>
      {section === 'history' ? <TemplateHistoryPanel templateId={row.template_id} /> : null}
    </EditTemplatePanel>
  );
}
