import { renderStandalone } from '@video-admin/shared-ui/harness';
import App from './exposes/app';

void renderStandalone([{ path: '/items', Component: App }]);
