import { getRuntimeConfig } from '@video-admin/shared-ui';

/** Whether the server takes sign-ups: the runtime config says so only when it does not. */
export function registrationOpen(): boolean {
  return getRuntimeConfig().openRegistration !== false;
}
