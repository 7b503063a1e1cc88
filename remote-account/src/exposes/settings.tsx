import type { RemoteMountProps } from 'shared-ui';
import { SettingsPage } from '../settings/pages/settings-page';
import { useAccountTranslation } from '../i18n';

/** The shell shows this screen once its texts are here (see RemoteModule.prepare). */
export const prepare = useAccountTranslation.preload;

export default function Settings(_props: RemoteMountProps) {
  return <SettingsPage />;
}
