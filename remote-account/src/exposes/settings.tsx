import type { RemoteMountProps } from 'shared-ui';
import { SettingsPage } from '../settings/pages/settings-page';

export default function Settings(_props: RemoteMountProps) {
  return <SettingsPage />;
}
