import { Field, Input, Radio, RadioGroup, Subtitle2, Textarea } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { SafeImage, safeUrl } from '@video-admin/shared-ui';
import { ControlledField } from '@video-admin/shared-ui/forms';
import { useTemplateDialogsTranslation } from '../../i18n';
import type { GenerationKind } from '../api/generate-content';
import type { TemplateForm } from '../model/template-form';
import { AiGenerateButton } from './ai-generate-button';
import { TemplateNameField } from './template-name-field';
import { useEditTemplateStyles } from './edit-template.styles';

export interface TemplateFieldsProps {
  form: UseFormReturn<TemplateForm>;
  /** The template edited; none while creating one, so no AI buttons (they work on a saved template). */
  templateId?: number;
  /** The four auxiliary video slots, shown after the static image (an existing template only). */
  videos?: ReactNode;
}

/** The editable part of the dialog. */
export function TemplateFields({ form, templateId, videos }: TemplateFieldsProps) {
  const { t } = useTemplateDialogsTranslation();
  const styles = useEditTemplateStyles();
  const headingId = useId();
  const { control, setValue, watch } = form;
  // An AI value lands in the form as if typed and left: dirty, validated (its error shows), saved only with 保存修改.
  const fill = (field: keyof TemplateForm) => (value: string) =>
    setValue(field, value, { shouldDirty: true, shouldValidate: true, shouldTouch: true });
  const aiButton = (kind: GenerationKind, label: string, field: keyof TemplateForm) =>
    templateId === undefined ? null : <AiGenerateButton kind={kind} templateId={templateId} label={label} onGenerated={fill(field)} />;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId} className={styles.sectionTitle}>
        {t('edit.editable')}
      </Subtitle2>

      <div className={styles.withAction}>
        <TemplateNameField control={control} />
        {aiButton('title', t('edit.regenerateName'), 'template_name')}
      </div>

      <Controller
        control={control}
        name="template_image_num"
        render={({ field }) => (
          <Field label={t('edit.imageNum')}>
            <RadioGroup layout="horizontal" name={field.name} value={field.value} onChange={(_, data) => field.onChange(data.value)}>
              <Radio value="1" label={t('edit.singleImage')} />
              <Radio value="2" label={t('edit.doubleImage')} />
            </RadioGroup>
          </Field>
        )}
      />

      <div className={styles.grid}>
        <ControlledField control={control} name="template_top_title" label={t('edit.topTitle')}>
          {(input) => <Input {...input} />}
        </ControlledField>
        <ControlledField control={control} name="template_category_id" label={t('edit.categoryId')}>
          {(input) => <Input {...input} />}
        </ControlledField>
      </div>

      <div className={styles.withAction}>
        <ControlledField
          control={control}
          name="template_main_image"
          label={t('edit.mainImage')}
          rules={{
            // The server stores only http(s) URLs and site paths; say so before it refuses.
            validate: (value: string) => !value.trim() || !!safeUrl(value) || t('edit.invalidUrl'),
          }}
        >
          {(input) => <Input {...input} type="url" />}
        </ControlledField>
        {aiButton('image', t('edit.regenerateImage'), 'template_main_image')}
      </div>
      <SafeImage src={watch('template_main_image')} alt={t('edit.mainImagePreview')} className={styles.preview} />

      {videos ? (
        <>
          <Subtitle2 as="h4" className={styles.sectionTitle}>
            {t('edit.auxVideos')}
          </Subtitle2>
          {videos}
        </>
      ) : null}

      <Controller
        control={control}
        name="photo_tips_id"
        render={({ field }) => (
          <Field label={t('edit.photoTips')}>
            <RadioGroup layout="horizontal" name={field.name} value={field.value} onChange={(_, data) => field.onChange(data.value)}>
              <Radio value="1" label={t('photoTips.1')} />
              <Radio value="2" label={t('photoTips.2')} />
              <Radio value="3" label={t('photoTips.3')} />
            </RadioGroup>
          </Field>
        )}
      />

      <div className={styles.withAction}>
        <ControlledField control={control} name="template_system_recommendation" label={t('edit.recommendation')}>
          {(input) => <Textarea {...input} resize="vertical" rows={3} />}
        </ControlledField>
        {aiButton('recommendation', t('edit.regenerateRecommendation'), 'template_system_recommendation')}
      </div>

      <div className={styles.withAction}>
        <ControlledField control={control} name="template_user_evaluation" label={t('edit.evaluation')}>
          {(input) => <Textarea {...input} resize="vertical" rows={3} />}
        </ControlledField>
        {aiButton('evaluation', t('edit.regenerateEvaluation'), 'template_user_evaluation')}
      </div>
    </section>
  );
}
