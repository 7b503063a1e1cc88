import { Button, Caption1, Field, Input, ProgressBar, Spinner, Text } from '@fluentui/react-components';
import { ImageRegular } from '@fluentui/react-icons/svg/image';
import { VideoRegular } from '@fluentui/react-icons/svg/video';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { SafeImage, useAppToast, VideoPreview } from '@video-admin/shared-ui';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { useTemplateDialogsTranslation } from '../../i18n';
import type { VideoWait } from '../hooks/use-template-with-video-waits';
import { MAX_REFERENCE_IMAGE_BYTES, useUploadReferenceImage } from '../api/upload-reference-image';
import { auxiliaryVideo, referenceImage, type ReferenceIndex } from '../model/reference';
import { useEditTemplateStyles } from './edit-template.styles';
import { VideoTaskLink } from './video-task-link';

export interface ReferenceVideoSlotProps {
  template: VideoTemplate;
  index: ReferenceIndex;
  /** Whether a video generated from a new reference image is still awaited. */
  wait: VideoWait;
  onUploaded: (index: ReferenceIndex) => void;
  /** Told whether a chosen image waits to be sent: closing the dialog would drop it. */
  onFileChosen: (index: ReferenceIndex, chosen: boolean) => void;
}

/**
 * One of the four auxiliary videos: its current reference image, a picker for a new one, and
 * 生成视频, which uploads the image; the server then creates the video task, whose video later
 * becomes this slot's URL. 生成视频 waits for an image (and says so); once the task exists the
 * slot links to it and shows progress until its video arrives.
 */
export function ReferenceVideoSlot({ template, index, wait, onUploaded, onFileChosen }: ReferenceVideoSlotProps) {
  const { t } = useTemplateDialogsTranslation();
  const styles = useEditTemplateStyles();
  const toast = useAppToast();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState(0);
  const [taskId, setTaskId] = useState<number>();
  const upload = useUploadReferenceImage((_, response) => {
    setFile(undefined);
    setTaskId(response.task_id);
    onUploaded(index);
  });
  const videoUrl = auxiliaryVideo(template, index);
  const needsImage = !file && !upload.isPending;

  useEffect(() => onFileChosen(index, !!file), [onFileChosen, index, file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      toast.show('error', t('upload.wrongType'));
      return;
    }
    if (chosen.size > MAX_REFERENCE_IMAGE_BYTES) {
      toast.show('error', t('upload.tooLarge'));
      return;
    }
    setFile(chosen);
  };

  const generate = () => {
    // The button waits for an image; should a click still come without one, it says the same.
    if (!file) {
      toast.show('warning', t('upload.chooseImage'));
      return;
    }
    setProgress(0);
    upload.mutate({ templateId: template.template_id, index, file, onProgress: setProgress });
  };

  return (
    <div className={styles.slot} role="group" aria-label={t('edit.auxVideo', { index })}>
      <Text weight="semibold">{t('edit.auxVideo', { index })}</Text>
      <SafeImage
        src={referenceImage(template, index)}
        alt={t('edit.currentReference', { index })}
        className={styles.image}
        fallback={<Text className={styles.muted}>{t('edit.noReference')}</Text>}
      />
      <div className={styles.slotButtons}>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          className={styles.fileInput}
          aria-label={t('edit.chooseImage', { index })}
          disabled={upload.isPending}
          onChange={choose}
        />
        <Button icon={<ImageRegular />} disabled={upload.isPending} onClick={() => inputRef.current?.click()}>
          {t('edit.chooseImage', { index })}
        </Button>
        <Button
          appearance="primary"
          aria-label={t('edit.generateVideoLabel', { index })}
          aria-describedby={needsImage ? hintId : undefined}
          icon={upload.isPending ? <Spinner size="extra-tiny" /> : <VideoRegular />}
          disabled={upload.isPending}
          // Still focusable without an image, so the keyboard reaches it and hears why it waits.
          disabledFocusable={needsImage}
          onClick={generate}
        >
          {upload.isPending ? t('edit.generating') : t('edit.generateVideo')}
        </Button>
      </div>
      {needsImage ? (
        <Caption1 id={hintId} className={styles.hint}>
          {t('upload.chooseImage')}
        </Caption1>
      ) : null}
      {file ? <Text className={styles.fileName}>{t('edit.chosenFile', { name: file.name })}</Text> : null}
      {upload.isPending ? (
        <ProgressBar value={progress} max={1} thickness="large" aria-label={t('edit.uploadProgress', { index })} />
      ) : null}
      <Field label={t('edit.videoUrl', { index })}>
        <Input readOnly value={videoUrl ?? ''} placeholder={t('values.noVideo')} />
      </Field>
      {wait === 'waiting' ? (
        <>
          <ProgressBar thickness="large" aria-label={t('edit.videoProgress', { index })} />
          <Text role="status">{t('edit.videoPending')}</Text>
        </>
      ) : null}
      {wait === 'timedOut' ? <Text role="status">{t('edit.videoTimeout')}</Text> : null}
      {taskId !== undefined ? <VideoTaskLink taskId={taskId} /> : null}
      <VideoPreview src={videoUrl} label={t('edit.videoPreview', { index })} width={240} height={135} />
    </div>
  );
}
