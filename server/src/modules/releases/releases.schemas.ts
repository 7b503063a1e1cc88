import { Type, type Static } from 'typebox';
import type { ReleaseEventsTable } from '../../db/types.js';
import { Timestamp } from '../../schemas/common.js';
import { RELEASE_NOTES_MAX, RELEASE_NOTES_PATTERN } from './release-notes.js';

export const FrontendParams = Type.Object({
  frontend: Type.String({ maxLength: 64, description: "The module's registered name (its package): shell, remote-items..." }),
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

export const PublishQuery = Type.Object({
  promote: Type.Optional(
    Type.Boolean({ default: false, description: 'Also make the release live (a deploy key must be allowed to promote)' }),
  ),
  notes: Type.Optional(
    Type.String({
      maxLength: RELEASE_NOTES_MAX,
      pattern: RELEASE_NOTES_PATTERN,
      description:
        "What the publisher says of the release (the release command's --notes), kept with it and shown on the releases screen: plain text, line breaks allowed. Publishing an identical build again with notes replaces them",
    }),
  ),
});
export type PublishQuery = Static<typeof PublishQuery>;

const LiveShell = Type.Object(
  {
    release_id: ReleaseId,
    shared: Type.Array(Type.Object({ name: Type.String(), version: Type.String() }), {
      description: 'Each shared module the live shell provides, in the version it provides',
    }),
  },
  { title: 'LiveShell' },
);

export const PublishCheck = Type.Object(
  {
    frontend: Type.String(),
    may_publish: Type.Boolean({ description: 'Always true: a caller that may not publish is refused (403, 404)' }),
    may_promote: Type.Boolean({ description: 'Whether this caller may also make a release live (?promote=true)' }),
    max_upload_bytes: Type.Integer({ description: 'The largest build archive a publish takes (RELEASE_UPLOAD_MAX_BYTES)' }),
    shell: Type.Union([LiveShell, Type.Null()], {
      description:
        "The live shell, for a remote's build to be compared with before it is uploaded: each singleton the build shares must accept the version given here. Null for the shell itself, or when no shell is live",
    }),
    api_version: Type.String({ description: "The server's API version (the OpenAPI document's info.version)" }),
  },
  { title: 'PublishCheck' },
);

const Mismatch = Type.Object(
  {
    package: Type.String({ description: 'The shared singleton: react, react-dom...' }),
    wanted: Type.String({ description: 'The version range the remote requires' }),
    shell_version: Type.String({ description: 'The version the shell provides, which that range does not accept' }),
    remote: Type.Optional(Type.String({ description: "For a shell's release: the live remote it would break" })),
  },
  { title: 'SharedMismatch' },
);

export const Published = Type.Object(
  {
    frontend: Type.String(),
    release_id: ReleaseId,
    promoted: Type.Boolean(),
    mismatches: Type.Array(Mismatch, {
      description:
        "Shared singletons that do not fit the live releases (for a remote's build: the live shell; for the shell's: each live remote). Empty when all fit. Such a release is published, but promote, rollout and preview refuse it (409)",
    }),
  },
  { title: 'PublishedRelease' },
);

export const Release = Type.Object(
  {
    release_id: ReleaseId,
    version: Type.String(),
    built_at: Timestamp,
    published_at: Timestamp,
    published_by: Type.String({ description: "A user's e-mail, a deploy key, or server (a build adopted at start)" }),
    commit: Type.Union([Type.String(), Type.Null()], {
      description:
        "The commit the build was made from, as the kit's build records it (build-info.json): a hex object name, with -dirty when the working tree had uncommitted changes; null when the build names none",
    }),
    notes: Type.Union([Type.String(), Type.Null()], {
      description: 'What the publisher said of the release at publish (--notes); null when nothing',
    }),
    live: Type.Boolean(),
    withdrawn_at: Type.Union([Timestamp, Type.Null()], { description: 'When it was withdrawn: never served nor made live again' }),
    mismatches: Type.Union([Type.Array(Mismatch), Type.Null()], {
      description:
        'What did not fit the live releases when it was first published, as that publish answered; null for a release published before this was recorded',
    }),
  },
  { title: 'FrontendRelease' },
);

export const ReleaseEvent = Type.Object(
  {
    action: Type.Union([
      Type.Literal('publish'),
      Type.Literal('promote'),
      Type.Literal('rollback'),
      Type.Literal('first'),
      Type.Literal('prune'),
      Type.Literal('rollout'),
      Type.Literal('rollout-abort'),
      Type.Literal('rollout-complete'),
      Type.Literal('preview'),
      Type.Literal('preview-end'),
      Type.Literal('withdraw'),
    ]),
    release_id: ReleaseId,
    actor: Type.String(),
    at: Timestamp,
    detail: Type.Union([Type.String(), Type.Null()], {
      description:
        "A rollout's percentage (rollout), why it was aborted (rollout-abort) or why a preview link ended (preview-end); null for the rest",
    }),
  },
  { title: 'FrontendReleaseEvent' },
);

// The history lists every action release_events records: a new one must be added above too.
type UnlistedAction = Exclude<ReleaseEventsTable['action'], Static<typeof ReleaseEvent>['action']>;
export const EVERY_RECORDED_ACTION_LISTED: [UnlistedAction] extends [never] ? true : never = true;

const RolloutState = Type.Object(
  {
    release_id: ReleaseId,
    percent: Type.Integer({ minimum: 1, maximum: 99 }),
    started_at: Timestamp,
    started_by: Type.String(),
  },
  { title: 'FrontendRolloutState' },
);

const PreviewState = Type.Object(
  {
    id: Type.String({ description: 'What DELETE /api/v1/releases/{frontend}/previews/{id} ends it by' }),
    release_id: ReleaseId,
    expires_at: Timestamp,
    created_by: Type.String(),
    created_by_key: Type.Union([Type.String(), Type.Null()], { description: 'The deploy key that made it (revoking the key ends it)' }),
  },
  { title: 'FrontendPreviewState' },
);

export const FrontendReleases = Type.Object(
  {
    frontend: Type.String(),
    live: Type.Union([ReleaseId, Type.Null()]),
    releases: Type.Array(Release),
    rollout: Type.Union([RolloutState, Type.Null()], { description: 'The release a share of browsers gets instead of the live one' }),
    previews: Type.Array(PreviewState, { description: 'Preview links that have not expired nor been ended' }),
    history: Type.Array(ReleaseEvent, { description: 'Who published, promoted, rolled back or pruned what, newest first' }),
  },
  { title: 'FrontendReleases' },
);

export const FrontendReleasesList = Type.Object({ data: Type.Array(FrontendReleases) }, { title: 'FrontendReleasesList' });

export const PointerMoved = Type.Object(
  { frontend: Type.String(), live: ReleaseId, previous: Type.Union([ReleaseId, Type.Null()]) },
  { title: 'PointerMoved' },
);
