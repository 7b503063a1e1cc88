import { Button, Text, Title3, mergeClasses } from '@fluentui/react-components';
import { useId } from 'react';
import { useConfirmation } from '../../components/use-confirmation';
import { useReleasesStyles } from '../../components/styles';
import { useFormats } from '../../components/use-formats';
import { useReleasesTranslation } from '../../i18n';
import { useRestoreModule } from '../api/module-calls';
import type { ModulePublic } from '../model/release-types';

/**
 * A retired module: when it was retired, and Restore, asked first. Its releases serve no page
 * meanwhile, so none is offered to move; they come back with it.
 */
export function RetiredModuleSection({ module }: { module: ModulePublic }) {
  const styles = useReleasesStyles();
  const { t, lng } = useReleasesTranslation();
  const headingId = useId();
  const formats = useFormats();
  const { ask, dialog } = useConfirmation();
  const name = module.name;
  const restore = useRestoreModule({ success: () => t('restore.success', { module: name }) });
  const onRestore = () =>
    ask({
      title: t('restore.title', { module: name }),
      text: [t('restore.text')],
      confirmLabel: t('actions.restore'),
      onConfirm: () => restore.mutate(name),
    });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <Title3 as="h2" id={headingId} className={mergeClasses(styles.subheading, styles.line)}>
          {module.display_name[lng === 'en' ? 'en' : 'zh-CN']} <Text className={mergeClasses(styles.code, styles.muted)}>{name}</Text>
        </Title3>
        <div className={styles.toolbar}>
          <Button size="small" disabled={restore.isPending} onClick={onRestore}>
            {t('actions.restore')}
          </Button>
        </div>
      </div>
      <Text className={styles.muted}>{t('retired.state', { at: formats.dateTime(module.retired_at) })}</Text>
      {dialog}
    </section>
  );
}
