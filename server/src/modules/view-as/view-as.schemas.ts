import { Type, type Static } from 'typebox';
import { Uuid } from '../../schemas/common.js';
import { RoleSchema as RoleKey } from '../users/users.schemas.js';

/** What to view as: a role, or an active person who is not a superuser (exactly one of the two). */
export const StartViewAs = Type.Object(
  {
    role: Type.Optional(RoleKey),
    user_id: Type.Optional(Uuid),
  },
  { additionalProperties: false, title: 'StartViewAs' },
);
export type StartViewAs = Static<typeof StartViewAs>;

const Names = Type.Object(
  { en: Type.String(), 'zh-CN': Type.String() },
  { description: "What is viewed, in each language: the role's name, or the person's name (their e-mail without one)" },
);

export const ViewAsPublic = Type.Object(
  {
    kind: Type.Union([Type.Literal('role'), Type.Literal('person')]),
    role: Type.Union([RoleKey, Type.Null()], { description: 'The viewed role (kind role), else null' }),
    user_id: Type.Union([Uuid, Type.Null()], { description: 'The viewed person (kind person), else null' }),
    email: Type.Union([Type.String(), Type.Null()], { description: "The viewed person's e-mail (kind person), else null" }),
    name: Names,
  },
  { title: 'ViewAsPublic' },
);
export type ViewAsPublic = Static<typeof ViewAsPublic>;

export const CurrentViewAs = Type.Union([ViewAsPublic, Type.Null()], { title: 'CurrentViewAs' });
