import { Select, Subtitle2, Textarea } from '@fluentui/react-components';
import { useId, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { errorDetail } from '@video-admin/shared-ui';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { ControlledField } from '@video-admin/shared-ui/forms';
import { valueText } from '@video-admin/shared-ui/labels';
import { useTemplateDialogsTranslation } from '../../i18n';
import { useCreateTemplate } from '../api/create-template';
import { useDiscardGuard, type MayClose } from '../hooks/use-discard-guard';
import { PLATFORMS } from '../../model/template';
import { EMPTY_TEMPLATE_FORM, requiredField, toTemplateCreate, type TemplateForm } from '../model/template-form';
import { fieldRefusals } from '../model/server-field-errors';
import { useEditTemplateStyles } from './edit-template.styles';
import { EditTemplatePanel } from './edit-template-panel';
import { TemplateFields } from './template-fields';

export interface CreateTemplateContentProps {
  /** Set to this content's own check while it is open. */
  mayCloseRef: RefObject<MayClose>;
  onRequestClose: () => void;
  onCreated: () => void;
  /** Opens a template's edit dialog: the created one, from the success toast (which offers it only then). */
  onOpen?: (template: VideoTemplate) => void;
}

/**
 * 新建视频模板: the edit dialog's fields, empty, plus the platform and prompt an existing template
 * shows read-only. The AI buttons and the reference videos need a saved template, so they come
 * with editing it. The server starts it at 待生成 / UNREVIEWED.
 *
 * Name, platform and prompt are required: each says so at its field once left or on 创建模板,
 * nothing is sent while one is missing, and the first missing one takes the focus. The success
 * toast offers to open the new template, which the filters in force may hide from the list.
 */
export function CreateTemplateContent({ mayCloseRef, onRequestClose, onCreated, onOpen }: CreateTemplateContentProps) {
  const { t, lng } = useTemplateDialogsTranslation();
  const styles = useEditTemplateStyles();
  const headingId = useId();
  // Checked when a field is left, then as it changes, so a message goes as soon as it is fixed.
  const form = useForm<TemplateForm>({ mode: 'onTouched', defaultValues: EMPTY_TEMPLATE_FORM });
  const save = useCreateTemplate({
    toCreate: toTemplateCreate,
    successToast: (_, created) => ({
      intent: 'success',
      title: t('toast.createSuccess'),
      description: t('toast.createSuccessText', { id: created.template_id }),
      action: onOpen ? { label: t('create.open'), onClick: () => onOpen(created) } : undefined,
    }),
    failureToast: (error) => ({
      intent: 'error',
      title: t('toast.createFailed'),
      description: fieldRefusals(error).length ? t('toast.checkFields') : errorDetail(error, t('toast.operationFailed')),
    }),
    // The server's refusals show at their fields (marked as visited, so each shows its message), the
    // first one focused, as the form's own checks do.
    onError: (error) =>
      fieldRefusals(error).forEach(({ field, message }, index) => {
        form.setValue(field, form.getValues(field), { shouldTouch: true });
        form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
      }),
    onSuccess: onCreated,
  });

  useDiscardGuard(mayCloseRef, form.formState.isDirty, t('edit.discardConfirm'));

  return (
    <EditTemplatePanel
      title={t('create.title')}
      pending={save.isPending}
      // Enter in a field submits too: never a second template while the first is on its way.
      onSubmit={form.handleSubmit((values) => !save.isPending && save.mutate(values))}
      onCancel={onRequestClose}
      submitLabel={save.isPending ? t('create.creating') : t('create.submit')}
      contentClassName={styles.content}
    >
      <section className={styles.section} aria-labelledby={headingId}>
        <Subtitle2 as="h3" id={headingId} className={styles.sectionTitle}>
          {t('edit.basics')}
        </Subtitle2>
        <ControlledField
          control={form.control}
          name="template_platform"
          label={t('create.platform')}
          {...requiredField(t('create.platformRequired'))}
        >
          {({ onChange, ...select }) => (
            <Select {...select} onChange={(event) => onChange(event as never)}>
              <option value="">{t('create.noPlatform')}</option>
              {PLATFORMS.map((platform) => (
                <option key={platform} value={platform}>
                  {valueText('platform', platform, lng)}
                </option>
              ))}
            </Select>
          )}
        </ControlledField>
        <ControlledField
          control={form.control}
          name="template_prompt"
          label={t('edit.prompt')}
          {...requiredField(t('create.promptRequired'))}
        >
          {(input) => <Textarea {...input} resize="vertical" rows={4} />}
        </ControlledField>
      </section>
      <TemplateFields form={form} />
    </EditTemplatePanel>
  );
}
