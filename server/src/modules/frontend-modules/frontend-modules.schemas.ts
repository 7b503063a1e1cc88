import { Type, type Static } from 'typebox';
import { Timestamp } from '../../schemas/common.js';
import { CONFIG_KEY_PATTERN, MODULE_NAME_PATTERN, SEGMENT_PATTERN } from './frontend-modules.service.js';
import { CLAIM_MAX_LENGTH, CLAIM_PATTERN } from './module-paths.js';

const ModuleName = Type.String({
  pattern: MODULE_NAME_PATTERN,
  maxLength: 64,
  description: "The module's package name, e.g. remote-reports",
  examples: ['remote-reports'],
});
const Segment = Type.String({
  pattern: SEGMENT_PATTERN,
  maxLength: 64,
  description: 'Its URL segment: its files are served under /remotes/<segment>/',
  examples: ['reports'],
});
const ConfigKey = Type.String({
  pattern: CONFIG_KEY_PATTERN,
  maxLength: 64,
  description: "Its federation name, a JavaScript identifier: the module's key in the runtime config",
  examples: ['reports'],
});
const DisplayText = Type.String({ minLength: 1, maxLength: 100 });
const ClaimedPath = Type.String({
  pattern: CLAIM_PATTERN,
  maxLength: CLAIM_MAX_LENGTH,
  description:
    "A path the module's releases may mount routes and menu entries under (lower case); the longest claim covering a path owns it",
  examples: ['/reports'],
});

export const DisplayName = Type.Object(
  { en: DisplayText, 'zh-CN': DisplayText },
  { title: 'ModuleDisplayName', description: 'The name people see, per language' },
);

export const ModuleNameParams = Type.Object({ name: Type.String({ maxLength: 64, description: "The module's package name" }) });
export type ModuleNameParams = Static<typeof ModuleNameParams>;

export const ListModulesQuery = Type.Object({
  include_retired: Type.Optional(Type.Boolean({ default: false, description: 'Also list retired modules, with retired_at' })),
});
export type ListModulesQuery = Static<typeof ListModulesQuery>;

export const RegisterModuleBody = Type.Object(
  {
    name: ModuleName,
    segment: Segment,
    config_key: ConfigKey,
    display_name: DisplayName,
    paths: Type.Optional(
      Type.Array(ClaimedPath, {
        minItems: 1,
        maxItems: 20,
        uniqueItems: true,
        description: "Its path claims, none under another module's claim (409 naming it). Absent: /<segment>",
      }),
    ),
  },
  { title: 'ModuleCreate' },
);
export type RegisterModuleBody = Static<typeof RegisterModuleBody>;

export const ClaimPathBody = Type.Object(
  {
    path: ClaimedPath,
    under_other_module: Type.Optional(
      Type.Boolean({
        default: false,
        description: "Grants a path under another module's claim: superusers only (403 otherwise), recorded as explicit",
      }),
    ),
  },
  { title: 'ModulePathCreate' },
);
export type ClaimPathBody = Static<typeof ClaimPathBody>;

export const ModulePathClaim = Type.Object(
  {
    path: Type.String(),
    explicit: Type.Boolean({ description: "Granted by a superuser under another module's claim" }),
    granted_by: Type.String(),
    granted_at: Timestamp,
  },
  { title: 'ModulePathClaim' },
);
export type ModulePathClaim = Static<typeof ModulePathClaim>;

export const ModuleRetirement = Type.Object(
  {
    routes: Type.Array(Type.String(), { description: "The routes of the module's live release, which would disappear" }),
    menu: Type.Array(Type.String(), { description: 'The paths of its menu entries, which would disappear' }),
    blocked_by: Type.Array(Type.String(), {
      description: 'The paths the product needs that it owns (sign-in screens, pages the shell links to): retiring answers 409 while any',
    }),
  },
  { title: 'ModuleRetirement' },
);
export type ModuleRetirement = Static<typeof ModuleRetirement>;

export const ModulePublic = Type.Object(
  {
    name: Type.String(),
    segment: Type.Union([Type.String(), Type.Null()], { description: 'null for the host (the shell), served at the root' }),
    config_key: Type.String(),
    display_name: Type.Object({ en: Type.String(), 'zh-CN': Type.String() }),
    is_host: Type.Boolean(),
    created_at: Timestamp,
    created_by: Type.String(),
    paths: Type.Array(ModulePathClaim, { description: 'Its path claims, by path (a retired module keeps its own)' }),
    retired_at: Type.Optional(Type.Union([Timestamp, Type.Null()], { description: 'Listed with include_retired, and after a retire' })),
  },
  { title: 'ModulePublic' },
);
export type ModulePublic = Static<typeof ModulePublic>;

export const ModuleList = Type.Object({ data: Type.Array(ModulePublic) }, { title: 'ModulesPublic' });
