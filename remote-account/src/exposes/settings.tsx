import { Route } from 'react-router-dom';
import { RemoteRoutes, type RemoteMountProps } from '@video-admin/shared-ui';
import { SettingsPage } from '../settings/pages/settings-page';
import { useAccountTranslation } from '../i18n';
import { useSessionsTranslation } from '../settings/sessions-i18n';
import { useSettingsTabTranslation } from '../settings/tab-texts-i18n';
import { useTwoFactorTranslation } from '../settings/two-factor/two-factor-i18n';
import { usePasskeysTranslation } from '../settings/passkeys/passkeys-i18n';

/** The shell shows this screen once its texts are here, the Sessions tab's name among them (see RemoteModule.prepare). */
export const prepare = () =>
  Promise.all([
    useAccountTranslation.preload(),
    useSettingsTabTranslation.preload(),
    useSessionsTranslation.preload(),
    useTwoFactorTranslation.preload(),
    usePasskeysTranslation.preload(),
  ]);

/** One screen, at its mount; any path below it shows the not-found page. */
export default function Settings(_props: RemoteMountProps) {
  return (
    <RemoteRoutes>
      <Route index element={<SettingsPage />} />
    </RemoteRoutes>
  );
}
