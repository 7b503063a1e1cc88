import { Type, type Static } from 'typebox';

/** The FastAPI full-stack template's PrivateUserCreate: a user its end-to-end tests sign in as. */
export const PrivateUserCreate = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 255 }),
    password: Type.String({ minLength: 8, maxLength: 128 }),
    full_name: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
    /** Accepted for the template's tests; this product has no e-mail verification, so every user counts as verified. */
    is_verified: Type.Optional(Type.Boolean()),
  },
  { title: 'PrivateUserCreate' },
);
export type PrivateUserCreate = Static<typeof PrivateUserCreate>;
