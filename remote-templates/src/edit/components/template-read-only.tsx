import { Subtitle2, Text } from '@fluentui/react-components';
import { useId } from 'react';
import { SafeImage, safeUrl, VideoPreview } from '@video-admin/shared-ui';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { ReadOnlyValue } from '@video-admin/shared-ui/forms';
import { useTemplateDialogsTranslation } from '../../i18n';
import { REFERENCE_INDEXES, referenceImage } from '../model/reference';
import { useEditTemplateStyles } from './edit-template.styles';

/** What the dialog shows but does not edit: ids, prompt, reference images, main video. */
export function TemplateReadOnly({ template }: { template: VideoTemplate }) {
  const { t } = useTemplateDialogsTranslation();
  const styles = useEditTemplateStyles();
  const headingId = useId();
  const references = REFERENCE_INDEXES.map((index) => ({ index, url: safeUrl(referenceImage(template, index)) })).filter(
    (reference): reference is { index: typeof reference.index; url: string } => !!reference.url,
  );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId} className={styles.sectionTitle}>
        {t('edit.basics')}
      </Subtitle2>
      <div className={styles.grid}>
        <ReadOnlyValue caption label={t('edit.templateId')}>
          {template.template_id}
        </ReadOnlyValue>
        <ReadOnlyValue caption label={t('edit.originalId')}>
          {template.original_template_id ?? t('edit.original')}
        </ReadOnlyValue>
      </div>
      <ReadOnlyValue caption label={t('edit.prompt')}>
        {template.template_prompt?.trim() ? (
          <p className={styles.prompt}>{template.template_prompt}</p>
        ) : (
          <Text className={styles.muted}>{t('edit.noPrompt')}</Text>
        )}
      </ReadOnlyValue>
      <ReadOnlyValue caption label={t('edit.referenceImages')}>
        {references.length ? (
          <div className={styles.images}>
            {references.map(({ index, url }) => (
              <SafeImage key={index} src={url} alt={t('edit.referenceAlt', { index })} className={styles.image} />
            ))}
          </div>
        ) : (
          <Text className={styles.muted}>{t('edit.noReferenceImages')}</Text>
        )}
      </ReadOnlyValue>
      <ReadOnlyValue caption label={t('edit.mainVideo')}>
        <VideoPreview
          src={template.template_video_url}
          label={t('edit.mainVideo')}
          width={320}
          height={180}
          fallback={<Text className={styles.muted}>{t('edit.noVideo')}</Text>}
        />
      </ReadOnlyValue>
    </section>
  );
}
