import { Type, type Static } from 'typebox';

/** OAuth2 password-flow form (application/x-www-form-urlencoded), as the starter reads it. */
export const LoginForm = Type.Object(
  {
    username: Type.String(),
    password: Type.String(),
    grant_type: Type.Optional(Type.String({ pattern: '^password$' })),
    scope: Type.Optional(Type.String()),
    client_id: Type.Optional(Type.String()),
    client_secret: Type.Optional(Type.String()),
  },
  { title: 'Body_login-login_access_token' },
);
export type LoginForm = Static<typeof LoginForm>;

export const Token = Type.Object({ access_token: Type.String(), token_type: Type.Literal('bearer') }, { title: 'Token' });

export const NewPasswordBody = Type.Object(
  { token: Type.String(), new_password: Type.String({ minLength: 8, maxLength: 128 }) },
  { title: 'NewPassword' },
);

export const EmailParams = Type.Object({ email: Type.String() });

export const ResetTokenQuery = Type.Object({ token: Type.String({ maxLength: 4096 }) });
export type ResetTokenQuery = Static<typeof ResetTokenQuery>;

export const ResetTokenStatus = Type.Object(
  {
    status: Type.Union([Type.Literal('valid'), Type.Literal('used'), Type.Literal('expired'), Type.Literal('invalid')]),
    email: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'ResetTokenStatus' },
);
