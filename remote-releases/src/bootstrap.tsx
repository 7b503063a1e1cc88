import { renderStandalone } from '@video-admin/shared-ui/harness';
import App from './exposes/app';

void renderStandalone([{ path: '/admin/releases', Component: App }]);
