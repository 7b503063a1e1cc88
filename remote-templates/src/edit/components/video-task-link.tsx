import { Link } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons/svg/open';
import { useTemplateDialogsTranslation } from '../../i18n';
import { videoTaskHref } from '../model/video-task-link';
import { useEditTemplateStyles } from './edit-template.styles';

/**
 * The video task a reference image started, on the video task screen. It opens in a new tab: the
 * dialog may hold unsaved changes, and the admin comes back to it.
 */
export function VideoTaskLink({ taskId }: { taskId: number }) {
  const { t } = useTemplateDialogsTranslation();
  const styles = useEditTemplateStyles();
  return (
    <Link className={styles.taskLink} href={videoTaskHref(taskId)} target="_blank" rel="noopener noreferrer">
      {t('edit.videoTaskLink', { id: taskId })}
      <OpenRegular aria-hidden />
    </Link>
  );
}
