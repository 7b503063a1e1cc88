import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { http } from '@video-admin/shared-ui';
import type { PasskeyCeremony, PasskeyCreate } from '@video-admin/shared-ui/contract';
import { MY_PASSKEYS } from './passkeys-api';

/**
 * The browser's part of adding a passkey: the server's options, then the browser's own dialog
 * (navigator.credentials.create through @simplewebauthn/browser). Its own chunk, fetched when
 * "Add a passkey" is pressed. What it gives back is sent once the person has named the passkey.
 */
export async function makePasskey(): Promise<Omit<PasskeyCreate, 'name'>> {
  const { ticket, options } = await http.post<PasskeyCeremony>(`${MY_PASSKEYS}/options`);
  const response = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  return { ticket, response: response as PasskeyCreate['response'] };
}
