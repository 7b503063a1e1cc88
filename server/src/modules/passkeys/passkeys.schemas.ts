import { Type, type Static } from 'typebox';
import { Timestamp, Uuid } from '../../schemas/common.js';

/** A passkey's name: what the person calls it in the list. */
export const PASSKEY_NAME_MAX = 60;

// What a browser answers to a ceremony (the JSON form of a PublicKeyCredential, as
// @simplewebauthn/browser sends it): base64url strings, each bounded. A credential id is at most
// 1,023 bytes; an attestation with its certificate chain fits in 16 KB.
const B64Url = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+={0,2}$' });
const CredentialId = B64Url(1400);
const Transports = Type.Array(Type.String({ maxLength: 32 }), { maxItems: 10 });
const ExtensionResults = Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { maxProperties: 20 });
const Attachment = Type.Optional(Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')]));

export const RegistrationResponse = Type.Object(
  {
    id: CredentialId,
    rawId: CredentialId,
    type: Type.Literal('public-key'),
    authenticatorAttachment: Attachment,
    clientExtensionResults: ExtensionResults,
    response: Type.Object({
      clientDataJSON: B64Url(4096),
      attestationObject: B64Url(16384),
      authenticatorData: Type.Optional(B64Url(4096)),
      transports: Type.Optional(Transports),
      publicKeyAlgorithm: Type.Optional(Type.Integer({ minimum: -65536, maximum: 65535 })),
      publicKey: Type.Optional(B64Url(4096)),
    }),
  },
  { title: 'PasskeyRegistrationResponse', description: "The browser's answer to the registration options (PublicKeyCredential as JSON)" },
);

export const AuthenticationResponse = Type.Object(
  {
    id: CredentialId,
    rawId: CredentialId,
    type: Type.Literal('public-key'),
    authenticatorAttachment: Attachment,
    clientExtensionResults: ExtensionResults,
    response: Type.Object({
      clientDataJSON: B64Url(4096),
      authenticatorData: B64Url(4096),
      signature: B64Url(1024),
      userHandle: Type.Optional(B64Url(128)),
    }),
  },
  { title: 'PasskeyAuthenticationResponse', description: "The browser's answer to the sign-in options (PublicKeyCredential as JSON)" },
);

const Ticket = Type.String({ minLength: 1, maxLength: 1024, description: 'The ticket the options came with' });
const PasskeyName = Type.String({ minLength: 1, maxLength: PASSKEY_NAME_MAX, description: 'What the person calls it' });

export const PasskeyCreate = Type.Object({ ticket: Ticket, response: RegistrationResponse, name: PasskeyName }, { title: 'PasskeyCreate' });
export const PasskeyRename = Type.Object({ name: PasskeyName }, { title: 'PasskeyRename' });
export const PasskeySignIn = Type.Object({ ticket: Ticket, response: AuthenticationResponse }, { title: 'PasskeySignIn' });
export const PasskeyIdParams = Type.Object({ id: Uuid });

export const PasskeyPublic = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    created_at: Timestamp,
    last_used_at: Type.Union([Timestamp, Type.Null()], { description: 'When it last signed in; null: never' }),
  },
  { title: 'PasskeyPublic' },
);
export type PasskeyPublic = Static<typeof PasskeyPublic>;

export const PasskeyList = Type.Object({ data: Type.Array(PasskeyPublic), count: Type.Integer() }, { title: 'PasskeyList' });

export const PasskeyCeremony = Type.Object(
  {
    ticket: Type.String({ description: 'Hand it back with the answer, within five minutes; it serves once' }),
    options: Type.Unknown({ description: 'The WebAuthn options for navigator.credentials (their JSON form)' }),
  },
  { title: 'PasskeyCeremony' },
);
