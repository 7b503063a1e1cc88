import { Type, type Static } from 'typebox';
import { Timestamp } from '../../schemas/common.js';

const ReleaseId = Type.String({ minLength: 1, maxLength: 128 });

export const RolloutBody = Type.Object({
  release_id: ReleaseId,
  percent: Type.Integer({
    minimum: 0,
    maximum: 100,
    description: 'The share of browsers that get the release: 0 aborts the rollout, 100 completes it (a promote)',
  }),
});
export type RolloutBody = Static<typeof RolloutBody>;

export const RolloutState = Type.Object(
  {
    frontend: Type.String(),
    release_id: ReleaseId,
    percent: Type.Integer({ minimum: 0, maximum: 100 }),
    live: Type.Union([ReleaseId, Type.Null()], { description: 'The live release after the call' }),
    status: Type.Union([Type.Literal('rolling-out'), Type.Literal('aborted'), Type.Literal('completed')]),
  },
  { title: 'FrontendRollout' },
);

export const PreviewBody = Type.Object({ release_id: ReleaseId });
export type PreviewBody = Static<typeof PreviewBody>;

export const PreviewLink = Type.Object(
  {
    url: Type.String({ description: 'Opening it pins this release of this module in that browser until expires_at' }),
    expires_at: Timestamp,
    release_id: ReleaseId,
    frontend: Type.String(),
  },
  { title: 'FrontendPreviewLink' },
);

export const PreviewTokenParams = Type.Object({ token: Type.String({ maxLength: 1024 }) });
export type PreviewTokenParams = Static<typeof PreviewTokenParams>;

const Frontend = Type.String({ maxLength: 64, description: "The module's registered name (its package): remote-items..." });

export const WithdrawParams = Type.Object({ frontend: Frontend, release_id: ReleaseId });
export type WithdrawParams = Static<typeof WithdrawParams>;

export const ReleaseWithdrawn = Type.Object(
  {
    frontend: Type.String(),
    release_id: ReleaseId,
    withdrawn_at: Timestamp,
  },
  { title: 'FrontendReleaseWithdrawn' },
);

export const PreviewIdParams = Type.Object({
  frontend: Frontend,
  id: Type.String({ minLength: 1, maxLength: 64, description: "The preview link's id, as GET /api/v1/releases/{frontend} lists it" }),
});
export type PreviewIdParams = Static<typeof PreviewIdParams>;
