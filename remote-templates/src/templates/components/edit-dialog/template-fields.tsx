import { Field, Radio, RadioGroup, Subtitle2 } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { SafeImage, safeUrl } from 'shared-ui';
import { useTemplatesTranslation } from '../../../i18n';
import type { TemplateForm } from '../../model/template-form';
import { ControlledInput, ControlledTextarea } from '../form/controlled-input';
import { AiGenerateButton } from './ai-generate-button';
import { useEditTemplateStyles } from './edit-template.styles';

export interface TemplateFieldsProps {
  form: UseFormReturn<TemplateForm>;
  templateId: number;
  /** The four auxiliary video slots, shown after the static image. */
  videos: ReactNode;
}

/** The editable part of the dialog. */
export function TemplateFields({ form, templateId, videos }: TemplateFieldsProps) {
  const { t } = useTemplatesTranslation();
  const styles = useEditTemplateStyles();
  const headingId = useId();
  const {
    control,
    setValue,
    watch,
    formState: { errors },
  } = form;
  // An AI value lands in the form as if typed: dirty, validated, saved only with 保存修改.
  const fill = (field: keyof TemplateForm) => (value: string) => setValue(field, value, { shouldDirty: true, shouldValidate: true });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId} className={styles.sectionTitle}>
        {t('edit.editable')}
      </Subtitle2>

      <div className={styles.withAction}>
        <Field label={t('edit.name')}>
          <ControlledInput control={control} name="template_name" />
        </Field>
        <AiGenerateButton kind="title" templateId={templateId} label={t('edit.regenerateName')} onGenerated={fill('template_name')} />
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
        <Field label={t('edit.topTitle')}>
          <ControlledInput control={control} name="template_top_title" />
        </Field>
        <Field label={t('edit.categoryId')}>
          <ControlledInput control={control} name="template_category_id" />
        </Field>
      </div>

      <div className={styles.withAction}>
        <Field label={t('edit.mainImage')} validationMessage={errors.template_main_image?.message}>
          <ControlledInput
            control={control}
            name="template_main_image"
            type="url"
            rules={{
              // The server stores only http(s) URLs and site paths; say so before it refuses.
              validate: (value: string) => !value.trim() || !!safeUrl(value) || t('edit.invalidUrl'),
            }}
          />
        </Field>
        <AiGenerateButton
          kind="image"
          templateId={templateId}
          label={t('edit.regenerateImage')}
          onGenerated={fill('template_main_image')}
        />
      </div>
      <SafeImage src={watch('template_main_image')} alt={t('edit.mainImagePreview')} className={styles.preview} />

      <Subtitle2 as="h4" className={styles.sectionTitle}>
        {t('edit.auxVideos')}
      </Subtitle2>
      {videos}

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
        <Field label={t('edit.recommendation')}>
          <ControlledTextarea control={control} name="template_system_recommendation" resize="vertical" rows={3} />
        </Field>
        <AiGenerateButton
          kind="recommendation"
          templateId={templateId}
          label={t('edit.regenerateRecommendation')}
          onGenerated={fill('template_system_recommendation')}
        />
      </div>

      <div className={styles.withAction}>
        <Field label={t('edit.evaluation')}>
          <ControlledTextarea control={control} name="template_user_evaluation" resize="vertical" rows={3} />
        </Field>
        <AiGenerateButton
          kind="evaluation"
          templateId={templateId}
          label={t('edit.regenerateEvaluation')}
          onGenerated={fill('template_user_evaluation')}
        />
      </div>
    </section>
  );
}
