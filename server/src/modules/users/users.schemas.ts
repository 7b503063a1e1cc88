import { Type, type Static } from 'typebox';
import { PERMISSIONS, ROLES } from '../../lib/roles.js';
import { Pagination, Timestamp, Uuid } from '../../schemas/common.js';

const Email = Type.String({ format: 'email', maxLength: 255 });
const PASSWORD_LENGTH = { minLength: 8, maxLength: 128 };
const Password = Type.String(PASSWORD_LENGTH);
const FullName = Type.Union([Type.String({ maxLength: 255 }), Type.Null()]);

/** A back-office role (lib/roles.ts); an unknown one is refused by validation (422). */
export const RoleSchema = Type.Enum([...ROLES]);
const Roles = Type.Array(RoleSchema, { maxItems: 32 });

export const User = Type.Object(
  {
    email: Type.String(),
    is_active: Type.Boolean(),
    is_superuser: Type.Boolean(),
    full_name: Type.Union([Type.String(), Type.Null()]),
    id: Uuid,
    created_at: Timestamp,
    /** The last successful sign-in (an extension of the contract); null before the first. */
    last_login_at: Type.Union([Timestamp, Type.Null()]),
    /** The back-office roles held (an extension of the contract); [] for none. */
    roles: Type.Array(RoleSchema),
  },
  { title: 'UserPublic' },
);
export type User = Static<typeof User>;

/** The signed-in user, with what their roles (or being a superuser) let them do, sorted. */
export const UserMe = Type.Object({ ...User.properties, permissions: Type.Array(Type.Enum([...PERMISSIONS])) }, { title: 'UserMePublic' });
export type UserMe = Static<typeof UserMe>;

export const UserList = Type.Object({ data: Type.Array(User), count: Type.Integer() }, { title: 'UsersPublic' });

export const ListUsersQuery = Type.Object({
  ...Pagination.properties,
  /** A part of the e-mail or full name, whatever its case. */
  q: Type.Optional(Type.String({ maxLength: 255 })),
  /** Only the users holding this role. */
  role: Type.Optional(RoleSchema),
});
export type ListUsersQuery = Static<typeof ListUsersQuery>;

/** What a superuser sets besides the e-mail and password, when creating or updating a user. */
const adminFields = {
  full_name: Type.Optional(FullName),
  is_active: Type.Optional(Type.Boolean()),
  is_superuser: Type.Optional(Type.Boolean()),
  /** Replaces the user's roles when given. */
  roles: Type.Optional(Roles),
};

/**
 * A new user, with a password or by invitation: exactly one of `password` and `invite: true`
 * (both, or neither, is a 422).
 */
export const CreateUserBody = Type.Object(
  {
    email: Email,
    password: Type.Optional(Type.String({ ...PASSWORD_LENGTH, description: 'The password; left out when inviting.' })),
    /** An extension of the contract. */
    invite: Type.Optional(
      Type.Boolean({
        description:
          'true: the user is mailed a link to choose their own password (the password-recovery link and page); until then no password works. Leave `password` out.',
      }),
    ),
    ...adminFields,
  },
  {
    title: 'UserCreate',
    description: 'Exactly one of `password` and `"invite": true`.',
  },
);
export type CreateUserBody = Static<typeof CreateUserBody>;

export const RegisterUserBody = Type.Object(
  { email: Email, password: Password, full_name: Type.Optional(FullName) },
  { title: 'UserRegister' },
);
export type RegisterUserBody = Static<typeof RegisterUserBody>;

// In update bodies a null e-mail or password means "leave it", as an absent field does; a
// null full_name clears the name.
export const UpdateUserBody = Type.Object(
  {
    email: Type.Optional(Type.Union([Email, Type.Null()])),
    password: Type.Optional(Type.Union([Password, Type.Null()])),
    ...adminFields,
  },
  { title: 'UserUpdate' },
);
export type UpdateUserBody = Static<typeof UpdateUserBody>;

export const UpdateMeBody = Type.Object(
  { full_name: Type.Optional(FullName), email: Type.Optional(Type.Union([Email, Type.Null()])) },
  { title: 'UserUpdateMe' },
);
export type UpdateMeBody = Static<typeof UpdateMeBody>;

export const UpdatePasswordBody = Type.Object({ current_password: Password, new_password: Password }, { title: 'UpdatePassword' });

export const UserIdParams = Type.Object({ user_id: Uuid });
