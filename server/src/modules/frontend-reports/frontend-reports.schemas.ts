import { Type, type Static } from 'typebox';

/** Where a failed load stopped: the manifest, the remote's entry, one of its chunks, or rendering its component. */
export const LOAD_PHASES = ['manifest', 'entry', 'chunk', 'render'] as const;

/** Most reports one request may carry (a page batches its loads). */
export const REPORTS_MAX = 50;

export const LoadReport = Type.Object(
  {
    module: Type.String({ minLength: 1, maxLength: 64, description: "The remote's registered name" }),
    release_id: Type.String({ minLength: 1, maxLength: 128, description: 'The release the page loaded (its runtime config says which)' }),
    outcome: Type.Union([Type.Literal('ok'), Type.Literal('failed')]),
    phase: Type.Optional(
      Type.Union([...LOAD_PHASES.map((phase) => Type.Literal(phase)), Type.Null()], { description: 'Where a failed load stopped' }),
    ),
    duration_ms: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 86_400_000,
        description: 'How long the load took (a hidden tab may take long: up to a day is read)',
      }),
    ),
  },
  { title: 'LoadReport' },
);

export const LoadReportsBody = Type.Object(
  { reports: Type.Array(LoadReport, { maxItems: REPORTS_MAX }) },
  { title: 'LoadReports', description: 'JSON; also as text/plain carrying JSON (what a beacon may send)' },
);
export type LoadReportsBody = Static<typeof LoadReportsBody>;

export const ReportsCounted = Type.Object(
  { counted: Type.Integer({ description: 'Reports that moved a count (the others were not from this browser, or past its caps)' }) },
  { title: 'ReportsCounted' },
);

const Count = Type.Integer({ minimum: 0 });

export const ReleaseHealth = Type.Object(
  {
    release_id: Type.String(),
    browsers: Type.Integer({ minimum: 0, description: 'Distinct browsers that reported loading it (within the retention)' }),
    failed_browsers: Type.Integer({ minimum: 0, description: 'Those among them with at least one failed load' }),
    persons: Type.Integer({ minimum: 0, description: 'Distinct signed-in persons whose browsers reported it' }),
    failed_persons: Type.Integer({ minimum: 0, description: 'Those among them with a browser that failed' }),
    address_groups: Type.Integer({
      minimum: 0,
      description: 'Distinct address groups (IPv4 /24, IPv6 /48) that reported it without signing in',
    }),
    failed_address_groups: Type.Integer({ minimum: 0, description: 'Those among them with a browser that failed' }),
    failure_share: Type.Number({
      minimum: 0,
      maximum: 1,
      description: 'Failing persons and address groups over all of them (what a rollout is judged by), not browsers',
    }),
    loads: Type.Integer({ minimum: 0, description: 'Loads reported, at most a few per browser' }),
    failures: Type.Integer({ minimum: 0 }),
    by_phase: Type.Object(
      { manifest: Count, entry: Count, chunk: Count, render: Count },
      { description: 'Failed browsers by the phase their latest failure stopped at' },
    ),
    timed_loads: Type.Integer({ minimum: 0, description: 'Successful loads whose load time was reported (within the retention)' }),
    load_ms_p50: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description:
        'Half of the timed loads took at most this long (ms), from the shell asking for the module to its code and texts being ready; read from a histogram, so within about a quarter of the true value. Null without timed loads',
    }),
    load_ms_p95: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description: '95 % of the timed loads took at most this long (ms), read as load_ms_p50 is. Null without timed loads',
    }),
    minutes: Type.Array(
      Type.Object({ minute: Type.String({ format: 'date-time' }), browsers: Count, failed_browsers: Count }, { title: 'LoadMinute' }),
      { description: 'The last 60 minutes that had reports, oldest first' },
    ),
  },
  { title: 'ReleaseHealth' },
);
export type ReleaseHealth = Static<typeof ReleaseHealth>;

export const ModuleHealth = Type.Object(
  { data: Type.Array(ReleaseHealth, { description: 'Each release of the module that has reports' }), count: Type.Integer() },
  { title: 'ModuleHealth' },
);
