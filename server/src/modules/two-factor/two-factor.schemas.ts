import { Type, type Static } from 'typebox';

/** A code as typed: the authenticator's 6 digits, or a recovery code (letters, digits, a dash, spaces). */
export const SecondFactorCode = Type.String({ minLength: 6, maxLength: 32, pattern: '^[0-9A-Za-z -]+$' });
const AuthenticatorCode = Type.String({ pattern: '^[0-9]{6}$', description: 'the 6-digit code the authenticator app shows now' });

export const TwoFactorStatus = Type.Object(
  {
    enabled: Type.Boolean(),
    required: Type.Boolean({
      description:
        "the person's role (or superuser) requires a second factor (REQUIRE_TWO_FACTOR_ROLES), and this session signed in with a password",
    }),
    recovery_codes_left: Type.Integer({ minimum: 0 }),
  },
  { title: 'TwoFactorStatus' },
);

export const TwoFactorSetup = Type.Object(
  {
    secret: Type.String({ description: 'the base32 secret, to type into an authenticator app that cannot scan' }),
    otpauth_url: Type.String(),
    qr_svg: Type.String({ description: 'the otpauth address as a QR code, an SVG image' }),
  },
  { title: 'TwoFactorSetup' },
);

export const TwoFactorCodeBody = Type.Object({ code: AuthenticatorCode }, { title: 'TwoFactorCode', additionalProperties: false });
export type TwoFactorCodeBody = Static<typeof TwoFactorCodeBody>;

export const TwoFactorDisableBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 128 }) },
  { title: 'TwoFactorDisable', additionalProperties: false },
);

export const RecoveryCodes = Type.Object(
  { recovery_codes: Type.Array(Type.String(), { minItems: 10, maxItems: 10, description: 'shown this once; each signs in once' }) },
  { title: 'RecoveryCodes' },
);

export const SecondFactorBody = Type.Object(
  { ticket: Type.String({ minLength: 1, maxLength: 2048 }), code: SecondFactorCode },
  { title: 'SecondFactorLogin', additionalProperties: false },
);
export type SecondFactorBody = Static<typeof SecondFactorBody>;

/** The 401 of a right password when the person has a second factor on. */
export const SecondFactorRequired = Type.Object(
  {
    detail: Type.Literal('Second factor required'),
    second_factor: Type.Object({
      ticket: Type.String({ description: 'for POST /api/v1/login/second-factor; lasts 5 minutes, used once' }),
      methods: Type.Array(Type.Union([Type.Literal('totp'), Type.Literal('recovery_code')])),
    }),
  },
  { title: 'SecondFactorRequired' },
);
