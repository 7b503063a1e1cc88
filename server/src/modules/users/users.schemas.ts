import { Type, type Static } from 'typebox';
import { Pagination, Timestamp, Uuid } from '../../schemas/common.js';

const Email = Type.String({ format: 'email', maxLength: 255 });
const Password = Type.String({ minLength: 8, maxLength: 128 });
const FullName = Type.Union([Type.String({ maxLength: 255 }), Type.Null()]);

export const User = Type.Object(
  {
    email: Type.String(),
    is_active: Type.Boolean(),
    is_superuser: Type.Boolean(),
    full_name: Type.Union([Type.String(), Type.Null()]),
    id: Uuid,
    created_at: Timestamp,
  },
  { title: 'UserPublic' },
);
export type User = Static<typeof User>;

export const UserList = Type.Object({ data: Type.Array(User), count: Type.Integer() }, { title: 'UsersPublic' });

export const ListUsersQuery = Pagination;

/** What a superuser sets besides the e-mail and password, when creating or updating a user. */
const adminFields = {
  full_name: Type.Optional(FullName),
  is_active: Type.Optional(Type.Boolean()),
  is_superuser: Type.Optional(Type.Boolean()),
};

export const CreateUserBody = Type.Object({ email: Email, password: Password, ...adminFields }, { title: 'UserCreate' });
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
