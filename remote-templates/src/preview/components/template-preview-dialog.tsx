import { Button, Subtitle1, Text } from '@fluentui/react-components';
import { SafeImage, VideoPreview } from '@video-admin/shared-ui';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { DialogFrame, DialogPanel } from '@video-admin/shared-ui/dialogs';
import { useTemplateDialogsTranslation } from '../../i18n';
import { useTemplatePreviewStyles } from './template-preview.styles';

export interface TemplatePreviewDialogProps {
  template: VideoTemplate | undefined;
  onClose: () => void;
}

/** Read-only: the template as its end users see it. */
export function TemplatePreviewDialog({ template, onClose }: TemplatePreviewDialogProps) {
  const { t, lng } = useTemplateDialogsTranslation();
  const styles = useTemplatePreviewStyles();

  return (
    <DialogFrame open={!!template} onClose={onClose} surfaceClassName={styles.surface} lang={lng}>
      {template ? (
        <DialogPanel
          title={t('preview.title', { id: template.template_id })}
          // It scrolls on small screens and holds nothing focusable: focusable itself, so keys can scroll it.
          contentProps={{ className: styles.card, tabIndex: 0, role: 'region', 'aria-label': t('preview.content') }}
          actions={
            <Button appearance="primary" onClick={onClose}>
              {t('preview.close')}
            </Button>
          }
        >
          <Subtitle1 as="h3">{template.template_top_title?.trim() || template.template_name?.trim() || t('preview.untitled')}</Subtitle1>
          <SafeImage
            src={template.template_main_image}
            alt={t('preview.imageAlt')}
            className={styles.media}
            fallback={<div className={styles.placeholder}>{t('preview.noImage')}</div>}
          />
          <VideoPreview
            src={template.template_video_url}
            label={t('preview.videoLabel')}
            width={360}
            height={640}
            className={styles.media}
            fallback={<div className={styles.placeholder}>{t('preview.noVideo')}</div>}
          />
          <PreviewText label={t('preview.recommendation')} text={template.template_system_recommendation} />
          <PreviewText label={t('preview.evaluation')} text={template.template_user_evaluation} />
          <PreviewText
            label={t('preview.photoTips')}
            text={template.photo_tips_id ? t('preview.photoTipsText', { kind: t(`photoTips.${template.photo_tips_id}`) }) : null}
          />
        </DialogPanel>
      ) : null}
    </DialogFrame>
  );
}

function PreviewText({ label, text }: { label: string; text: string | null }) {
  const { t } = useTemplateDialogsTranslation();
  const styles = useTemplatePreviewStyles();
  return (
    <section className={styles.block} aria-label={label}>
      <Text className={styles.label}>{label}</Text>
      <p className={styles.text}>{text?.trim() || t('values.none')}</p>
    </section>
  );
}
