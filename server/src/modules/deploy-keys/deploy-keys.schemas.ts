import { Type, type Static } from 'typebox';
import { Timestamp, Uuid } from '../../schemas/common.js';

export const CreateDeployKeyBody = Type.Object(
  {
    module: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'The module it may publish, by package name',
      examples: ['remote-reports'],
    }),
    name: Type.String({ minLength: 1, maxLength: 255, description: 'What it is for, e.g. "items CI"' }),
    expires_in_days: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: 3650 }), Type.Null()], { description: 'Absent or null: never expires' }),
    ),
    can_promote: Type.Optional(Type.Boolean({ default: false, description: 'May it also make a release live' })),
  },
  { title: 'DeployKeyCreate' },
);
export type CreateDeployKeyBody = Static<typeof CreateDeployKeyBody>;

const deployKeyFields = {
  id: Uuid,
  module: Type.String(),
  name: Type.String(),
  can_promote: Type.Boolean(),
  created_at: Timestamp,
  created_by: Type.String(),
  expires_at: Type.Union([Timestamp, Type.Null()]),
  last_used_at: Type.Union([Timestamp, Type.Null()]),
};

export const DeployKeyPublic = Type.Object(
  { ...deployKeyFields, revoked_at: Type.Union([Timestamp, Type.Null()]) },
  { title: 'DeployKeyPublic' },
);
export type DeployKeyPublic = Static<typeof DeployKeyPublic>;

export const DeployKeyCreated = Type.Object(
  {
    ...deployKeyFields,
    key: Type.String({ description: 'The secret, shown only this once: send it as "Authorization: Bearer <key>"' }),
  },
  { title: 'DeployKeyCreated' },
);
export type DeployKeyCreated = Static<typeof DeployKeyCreated>;

export const DeployKeyList = Type.Object({ data: Type.Array(DeployKeyPublic) }, { title: 'DeployKeysPublic' });

export const ListDeployKeysQuery = Type.Object({
  module: Type.Optional(Type.String({ maxLength: 64, description: "Only this module's keys" })),
});
export type ListDeployKeysQuery = Static<typeof ListDeployKeysQuery>;

export const DeployKeyIdParams = Type.Object({ id: Uuid });
export type DeployKeyIdParams = Static<typeof DeployKeyIdParams>;
