import { Route } from 'react-router-dom';
import { RemoteRoutes, type RemoteMountProps } from '@video-admin/shared-ui';
import { SettingsPage } from '../settings/pages/settings-page';
import { useAccountTranslation } from '../i18n';
import { useSettingsTabTranslation } from '../settings/tab-texts-i18n';

/**
 * The shell shows this screen once its texts are here: the account's and the settings' own (its
 * title and every tab's name; the sign-in tabs' texts travel in the same chunk). See RemoteModule.prepare.
 */
export const prepare = () => Promise.all([useAccountTranslation.preload(), useSettingsTabTranslation.preload()]);

/** One screen, at its mount; any path below it shows the not-found page. */
export default function Settings(_props: RemoteMountProps) {
  return (
    <RemoteRoutes>
      <Route index element={<SettingsPage />} />
    </RemoteRoutes>
  );
}
