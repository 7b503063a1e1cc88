import { Type } from 'typebox';

/** The one-time code /login read from its address (43 base64url characters), bounded. */
export const SsoCodeBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }) },
  { title: 'SsoCode', additionalProperties: false },
);

/** The provider's answer on the callback; only what openid-client reads, each bounded. */
export const CallbackQuery = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 4096 })),
    state: Type.Optional(Type.String({ maxLength: 512 })),
    iss: Type.Optional(Type.String({ maxLength: 2048 })),
    session_state: Type.Optional(Type.String({ maxLength: 2048 })),
    error: Type.Optional(Type.String({ maxLength: 256 })),
    error_description: Type.Optional(Type.String({ maxLength: 2048 })),
    error_uri: Type.Optional(Type.String({ maxLength: 2048 })),
  },
  { additionalProperties: true },
);

/** A redirect: the browser goes to `location`. */
export const Redirect = Type.Null({ description: 'A redirect (Location header).' });

/** The access token, as the password sign-in answers it (the same schema, titled the same). */
export const Token = Type.Object({ access_token: Type.String(), token_type: Type.Literal('bearer') }, { title: 'Token' });
