import { getRuntimeConfig, LoadFailed, LoadingState, useCommonTranslation, type Language } from '@video-admin/shared-ui';
// The page alone, not the lists' whole entry: its modules would split the layout's chunks.
import { BackOfficePage } from '@video-admin/shared-ui/back-office-page';
import { useShellTranslation } from '../i18n';
import { moduleDisplayName, remoteScreenLanguage } from '../remotes/remote-screen-language';
import type { RemoteMount } from '../remotes/remote-registry';

export interface MountRefusedProps {
  mount: RemoteMount;
}

export interface MountUserFailedProps {
  mount: RemoteMount;
  error: Error;
  onRetry: () => void;
}

/** What the person knows the screen as: its menu entry's label, else its module's name. */
function screenName(mount: RemoteMount, language: Language): string {
  const entry = getRuntimeConfig().modules?.[mount.remote]?.menu.find((candidate) => candidate.path === mount.path);
  return entry?.label[language] ?? moduleDisplayName(mount.remote, language);
}

/** In place of the screen while who is signed in is not known: the failure of /users/me, in the screen's language. */
export function MountUserFailed({ mount, error, onRetry }: MountUserFailedProps) {
  const language = remoteScreenLanguage(mount.remote);
  const { t, lng } = useCommonTranslation(language);
  return (
    <div lang={lng}>
      <LoadFailed title={t('remote.loadFailed')} error={error} defaultLanguage={language} onRetry={onRetry} />
    </div>
  );
}

/**
 * In place of a screen its route's permission keeps from the signed-in person: the back office's
 * own page for them (the screen's name, then the notice), in the language the screen would have had.
 */
export function MountRefused({ mount }: MountRefusedProps) {
  const language = remoteScreenLanguage(mount.remote);
  const { t, lng } = useShellTranslation(language);
  const name = screenName(mount, lng);
  // Without a permission of the back office's, the gate lets superusers alone through.
  const permission = mount.permission === 'superuser' ? undefined : mount.permission;
  return (
    <BackOfficePage
      title={name}
      lang={lng}
      permission={permission}
      loading={<LoadingState />}
      failed={(error, retry) => <MountUserFailed mount={mount} error={error} onRetry={retry} />}
      denied={{
        title: t('routeRefused.title'),
        message: t(permission ? 'routeRefused.permission' : 'routeRefused.superuser', { screen: name }),
      }}
    >
      {null}
    </BackOfficePage>
  );
}
