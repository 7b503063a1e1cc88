import { Badge, Caption1 } from '@fluentui/react-components';
import { formatDateTime, type ReleaseInfo } from '@video-admin/shared-ui';
import { useShellTranslation } from '../i18n';

/** A release in the About dialog: its id, when it was built, and why this browser has it when it is not the live one. */
export function Release({ release }: { release: ReleaseInfo }) {
  const { t } = useShellTranslation();
  return (
    <>
      <code>{release.id}</code>
      <br />
      <Caption1>{t('about.builtAt', { time: formatDateTime(release.builtAt) })}</Caption1>
      {release.via ? (
        <>
          <br />
          {/* Not the live release: this browser previews it, or is on its side of a rollout. */}
          <Badge appearance="tint" color="informative">
            {t(`about.via.${release.via}`)}
          </Badge>
        </>
      ) : null}
    </>
  );
}
