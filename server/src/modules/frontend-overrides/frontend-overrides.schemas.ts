import { Type, type Static } from 'typebox';
import { Timestamp } from '../../schemas/common.js';

const ModuleName = Type.String({ minLength: 1, maxLength: 64, description: "The remote's registered name (its package): remote-items..." });
const ReleaseId = Type.String({ minLength: 1, maxLength: 128 });

export const OverrideBody = Type.Object({
  module: ModuleName,
  url: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 2048,
      description:
        "The development server's manifest (a path ending in .json): http(s), on localhost, 127.0.0.1 or [::1] (any port) or an origin of DEV_OVERRIDE_ORIGINS, without credentials",
    }),
  ),
  release_id: Type.Optional(
    Type.String({ minLength: 1, maxLength: 128, description: 'A stored, not withdrawn release of the module, loaded as a preview would' }),
  ),
});
export type OverrideBody = Static<typeof OverrideBody>;

export const OverrideEndQuery = Type.Object({
  reason: Type.Optional(
    Type.Union([Type.Literal('ended'), Type.Literal('signed-out')], {
      description: 'Why it ends, for the audit log: the person ended it (the default), or signed out',
    }),
  ),
});
export type OverrideEndQuery = Static<typeof OverrideEndQuery>;

export const FrontendOverride = Type.Object(
  {
    id: Type.String(),
    module: Type.String(),
    url: Type.Union([Type.String(), Type.Null()], { description: "The development server's manifest; null for a release override" }),
    origin: Type.Union([Type.String(), Type.Null()], { description: "The url's origin; null for a release override" }),
    release_id: Type.Union([ReleaseId, Type.Null()], { description: 'The stored release loaded instead; null for a url override' }),
    started_at: Timestamp,
    expires_at: Timestamp,
  },
  { title: 'FrontendOverride' },
);
