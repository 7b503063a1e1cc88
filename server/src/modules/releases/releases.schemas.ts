import { Type, type Static } from 'typebox';
import { Timestamp } from '../../schemas/common.js';

export const FrontendParams = Type.Object({
  frontend: Type.String({ maxLength: 64, description: "The frontend's folder: shell, remote-items..." }),
});
export type FrontendParams = Static<typeof FrontendParams>;

const ReleaseId = Type.String({ minLength: 1, maxLength: 128 });

export const PromoteBody = Type.Object({
  release_id: ReleaseId,
  force: Type.Optional(Type.Boolean({ default: false, description: 'Skip the compatibility check with the live shell or remotes' })),
});
export type PromoteBody = Static<typeof PromoteBody>;

export const RollbackQuery = Type.Object({
  force: Type.Optional(Type.Boolean({ default: false, description: 'Skip the compatibility check' })),
});
export type RollbackQuery = Static<typeof RollbackQuery>;

export const Release = Type.Object(
  { release_id: ReleaseId, version: Type.String(), built_at: Timestamp, published_at: Timestamp, live: Type.Boolean() },
  { title: 'FrontendRelease' },
);

export const FrontendReleases = Type.Object(
  { frontend: Type.String(), live: Type.Union([ReleaseId, Type.Null()]), releases: Type.Array(Release) },
  { title: 'FrontendReleases' },
);

export const FrontendReleasesList = Type.Object({ data: Type.Array(FrontendReleases) }, { title: 'FrontendReleasesList' });

export const PointerMoved = Type.Object(
  { frontend: Type.String(), live: ReleaseId, previous: Type.Union([ReleaseId, Type.Null()]) },
  { title: 'PointerMoved' },
);
