import { renderStandalone } from '@video-admin/shared-ui/harness';
import App from './exposes/app';

// The module alone, inside shared-ui's harness: a sign-in against the API, then the module at its usual path.
void renderStandalone([{ path: '/__feature__', Component: App }]);
