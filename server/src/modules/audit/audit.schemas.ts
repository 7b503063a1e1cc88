import { Type, type Static } from 'typebox';
import { EXPORT_LANGUAGES } from '../../schemas/backend.js';
import { Timestamp } from '../../schemas/common.js';
import { AUDIT_SOURCES } from './audit.repository.js';

const DateTime = (description: string) =>
  Type.String({
    format: 'date-time',
    // RFC 3339's form JavaScript reads the same everywhere: no time-zone name suffix, upper-case T and Z.
    pattern: '^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d{1,9})?(Z|[+-]\\d\\d:\\d\\d)$',
    maxLength: 64,
    description,
  });

/** The filters of the list and of its export. */
const AuditFilterFields = {
  person: Type.Optional(
    Type.String({ maxLength: 255, description: "A part of the actor's e-mail (or deploy key's label), whatever its case." }),
  ),
  kind: Type.Optional(
    Type.String({
      maxLength: 64,
      pattern: '^[a-z_]+(\\.[a-z_]+)*$',
      description: "An exact kind ('task.update'), or a family without a dot: 'template' matches every 'template.*'.",
      examples: ['user.roles', 'template'],
    }),
  ),
  target: Type.Optional(
    Type.String({
      maxLength: 512,
      description:
        "A part of the target, whatever its case ('task:12', 'ann@example', 'template:3' also finds template:30); 'module:<name>' also finds the releases of the modules whose name holds <name>. % and _ match themselves.",
    }),
  ),
  from: Type.Optional(DateTime('Entries at or after this moment (inclusive): an ISO 8601 date-time with its offset.')),
  to: Type.Optional(DateTime('Entries before this moment (exclusive).')),
};

export const AuditListQuery = Type.Object({
  skip: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
  ...AuditFilterFields,
});
export type AuditListQuery = Static<typeof AuditListQuery>;

export const AuditExportQuery = Type.Object({
  ...AuditFilterFields,
  language: Type.Optional(
    Type.Enum([...EXPORT_LANGUAGES], {
      default: 'zh-CN',
      description: "The file's language (the screen's): its header row, and each entry's kind, source and change in words.",
    }),
  ),
});
export type AuditExportQuery = Static<typeof AuditExportQuery>;

export const AuditEntry = Type.Object(
  {
    id: Type.String({ description: 'Unique in the list: the source and the row id there, e.g. "audit:12".' }),
    at: Timestamp,
    actor: Type.Union([Type.String(), Type.Null()], {
      description: "Who: the person's e-mail or the deploy key's label at the time; null when nobody was signed in (a refused sign-in).",
    }),
    kind: Type.String({
      description:
        "What: 'task.create|update|delete', 'bulk_job.start|cancel', 'user.create|update|roles|delete', 'module.register|retire', 'deploy_key.create|revoke', 'signin.refused', 'template.<the history action>', 'release.publish|promote|rollback|first|prune', 'override.start|end'.",
    }),
    target: Type.String({
      description:
        "On what: 'task:12', 'bulk_job:3', 'user:<e-mail>', 'module:<name>', 'deploy_key:<id>', 'template:<id>', 'release:<module>@<release id>'.",
    }),
    summary: Type.Union([Type.String(), Type.Null()], {
      description: 'JSON text of what changed: {field: [old, new]} for an update, the values set otherwise. Never a password or secret.',
    }),
    target_exists: Type.Boolean({
      description:
        'Whether the target names a record that still exists (a template, task, user, module, release or deploy key), so a screen can open it.',
    }),
    source: Type.Enum([...AUDIT_SOURCES], {
      description: "Where the entry is kept: the audit log's own table, the templates' history or the releases' events.",
    }),
  },
  { title: 'AuditEntry' },
);
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditEntryList = Type.Object({ data: Type.Array(AuditEntry), count: Type.Integer() }, { title: 'AuditEntriesPublic' });
