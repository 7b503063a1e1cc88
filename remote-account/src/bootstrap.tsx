import { renderStandalone } from '@video-admin/shared-ui/harness';
import Login from './exposes/login';
import RecoverPassword from './exposes/recover-password';
import ResetPassword from './exposes/reset-password';
import Settings from './exposes/settings';
import Signup from './exposes/signup';

void renderStandalone([
  { path: '/settings', Component: Settings },
  { path: '/login', Component: Login, isPublic: true },
  { path: '/signup', Component: Signup, isPublic: true },
  { path: '/recover-password', Component: RecoverPassword, isPublic: true },
  { path: '/reset-password', Component: ResetPassword, isPublic: true },
]);
