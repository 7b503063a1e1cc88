/**
 * One recorded change, as GET /api/v1/audit/ lists them, newest first. Written here until the
 * audit call is in the generated contract (shared-ui/contract), then taken from there.
 */
export interface AuditEntry {
  id: string | number;
  /** When, ISO 8601. */
  at: string;
  /** Who: a user's e-mail, a deploy key or the server. */
  actor: string;
  /** What kind of change: 'user.create', 'template.publish'... */
  kind: string;
  /** What it changed: a user's e-mail, a template's id... */
  target: string;
  /** The change in a line. */
  summary: string;
  /** Where it came from: the back office, an admin API, a sign-in... */
  source: string;
}

export interface AuditPage {
  data: AuditEntry[];
  count: number;
}
