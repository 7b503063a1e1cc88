// A software authenticator for the tests: it makes passkeys (ES256 keys of node:crypto, 'none'
// attestation) and signs assertions with them, producing exactly the JSON a browser's
// @simplewebauthn/browser sends, so the server's ceremonies run end to end without a browser.
import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

export interface SoftPasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  /** The user handle the site gave at registration (base64url), returned on every sign-in. */
  userHandle: string;
  rpId: string;
  counter: number;
}

interface CeremonyOptions {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

/** Makes a passkey for the registration options, answering as the browser at `origin` would. */
export function createPasskey(options: CeremonyOptions, origin: string, settings: { userVerified?: boolean } = {}) {
  const rpId = options.rp?.id ?? new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]),
  );
  const credentialId = randomBytes(32);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, Buffer.from(coseKey)]);
  const flags = FLAG_USER_PRESENT | FLAG_ATTESTED_DATA | (settings.userVerified === false ? 0 : FLAG_USER_VERIFIED);
  const authData = authenticatorData(rpId, flags, 0, attested);
  const attestationObject = isoCBOR.encode(
    new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', new Uint8Array(authData)],
    ]) as never,
  );
  const passkey: SoftPasskey = { credentialId, privateKey, userHandle: options.user?.id ?? '', rpId, counter: 0 };
  const response = {
    id: b64url(credentialId),
    rawId: b64url(credentialId),
    type: 'public-key',
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
    response: {
      clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
  };
  return { passkey, response };
}

/** Signs the sign-in options with the passkey (its counter goes up by one), as the browser at `origin` would. */
export function signInWith(passkey: SoftPasskey, options: CeremonyOptions, origin: string, settings: { counter?: number } = {}) {
  passkey.counter = settings.counter ?? passkey.counter + 1;
  const authData = authenticatorData(options.rpId ?? passkey.rpId, FLAG_USER_PRESENT | FLAG_USER_VERIFIED, passkey.counter);
  const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
  const signature = createSign('sha256')
    .update(Buffer.concat([authData, sha256(clientDataJSON)]))
    .sign(passkey.privateKey);
  return {
    id: b64url(passkey.credentialId),
    rawId: b64url(passkey.credentialId),
    type: 'public-key',
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: passkey.userHandle,
    },
  };
}
