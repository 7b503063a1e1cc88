import { Type, type Static } from 'typebox';
import { Timestamp } from '../../schemas/common.js';
import { CONFIG_KEY_PATTERN, MODULE_NAME_PATTERN, SEGMENT_PATTERN } from './frontend-modules.service.js';

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
  { name: ModuleName, segment: Segment, config_key: ConfigKey, display_name: DisplayName },
  { title: 'ModuleCreate' },
);
export type RegisterModuleBody = Static<typeof RegisterModuleBody>;

export const ModulePublic = Type.Object(
  {
    name: Type.String(),
    segment: Type.Union([Type.String(), Type.Null()], { description: 'null for the host (the shell), served at the root' }),
    config_key: Type.String(),
    display_name: Type.Object({ en: Type.String(), 'zh-CN': Type.String() }),
    is_host: Type.Boolean(),
    created_at: Timestamp,
    created_by: Type.String(),
    retired_at: Type.Optional(Type.Union([Timestamp, Type.Null()], { description: 'Listed with include_retired, and after a retire' })),
  },
  { title: 'ModulePublic' },
);
export type ModulePublic = Static<typeof ModulePublic>;

export const ModuleList = Type.Object({ data: Type.Array(ModulePublic) }, { title: 'ModulesPublic' });
