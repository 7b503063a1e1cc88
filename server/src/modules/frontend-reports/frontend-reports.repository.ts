import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { FrontendReportsDatabase } from './frontend-reports.tables.js';
import { GROUP_EVIDENCE, PERSON_EVIDENCE } from './report-evidence.js';

/** What one browser reported of one release in one request, already limited to what may count. */
export interface BrowserLoads {
  package: string;
  releaseId: string;
  browserId: string;
  /** Who vouches for the report (report-evidence.ts): the signed-in person, else the address group. */
  evidence: string;
  loads: number;
  failures: number;
  /** The phase of its latest failure in the request. */
  phase: string | null;
  /** Stored timestamp of the request. */
  at: string;
}

/** What a browser's reports moved: the loads and failures counted, under the per-browser cap. */
export interface Counted {
  loads: number;
  failures: number;
}

export interface ReleaseFigures {
  release_id: string;
  browsers: number;
  failed_browsers: number;
  persons: number;
  failed_persons: number;
  address_groups: number;
  failed_address_groups: number;
  loads: number;
  failures: number;
}

/**
 * A release's reporters (distinct signed-in persons and address groups) and its browsers, and
 * those among each that failed: a reporter failed when any of its browsers did.
 */
export interface ReporterShare {
  reporters: number;
  failed: number;
  failedPersons: number;
  failedAddressGroups: number;
  browsers: number;
  failedBrowsers: number;
}

/** The day (UTC) a stored timestamp falls in, as stored in frontend_load_durations. */
export const dayOf = (stored: string) => stored.slice(0, 10);

/** The minute a stored timestamp falls in, as stored in frontend_load_minutes. */
export const minuteOf = (stored: string) => `${stored.slice(0, 16)}:00.000Z`;

const number = (value: unknown) => Number(value ?? 0);

/** Distinct evidence keys of one kind among the rows, optionally only those where `when` holds. */
const distinctEvidence = (prefix: string | null, when?: RawBuilder<unknown>) => {
  const kind = prefix === null ? sql`true` : sql`evidence like ${`${prefix}%`}`;
  return sql<number>`count(distinct case when ${kind} and ${when ?? sql`true`} then evidence end)`;
};

/**
 * The load reports' counts: each browser once per release (its loads and failures up to `cap`),
 * and per minute. Increments are single upserts, so two instances counting at once add up.
 */
export function createFrontendReportsRepository(db: Kysely<FrontendReportsDatabase>, cap: number) {
  /** `column + n`, never above the cap (race-safe: computed by the database). */
  const capped = (column: 'loads' | 'failures', n: number) =>
    sql<number>`case when ${sql.ref(`frontend_load_browsers.${column}`)} + ${n} > ${cap} then ${cap} else ${sql.ref(`frontend_load_browsers.${column}`)} + ${n} end`;

  return {
    /** Counts one browser's loads of one release; what moved (0 and 0 once the browser reached the cap). */
    async count(report: BrowserLoads): Promise<Counted> {
      const key = { package: report.package, release_id: report.releaseId, browser_id: report.browserId };
      const before = await db
        .selectFrom('frontend_load_browsers')
        .select(['last_seen', 'last_failure_at', 'loads', 'failures'])
        .where('package', '=', key.package)
        .where('release_id', '=', key.release_id)
        .where('browser_id', '=', key.browser_id)
        .executeTakeFirst();
      const loads = Math.max(0, Math.min(report.loads, cap - (before?.loads ?? 0)));
      const failures = Math.max(0, Math.min(report.failures, cap - (before?.failures ?? 0)));
      const failedNow = report.failures > 0;
      await db
        .insertInto('frontend_load_browsers')
        .values({
          ...key,
          first_seen: report.at,
          last_seen: report.at,
          evidence: report.evidence,
          last_failure_at: failedNow ? report.at : null,
          loads,
          failures,
          last_phase: failedNow ? report.phase : null,
        })
        .onConflict((conflict) =>
          conflict.columns(['package', 'release_id', 'browser_id']).doUpdateSet({
            last_seen: report.at,
            // A browser stands for whoever vouched for its latest report (it signed in, or moved).
            evidence: report.evidence,
            loads: capped('loads', loads),
            failures: capped('failures', failures),
            ...(failedNow ? { last_failure_at: report.at, last_phase: report.phase } : {}),
          }),
        )
        .execute();

      // Per minute: the browser is new to the minute when it had not reported in it yet.
      const minute = minuteOf(report.at);
      const newBrowser = !before || minuteOf(before.last_seen) !== minute;
      const newFailed = failedNow && (!before?.last_failure_at || minuteOf(before.last_failure_at) !== minute);
      const add = { browsers: newBrowser ? 1 : 0, failed_browsers: newFailed ? 1 : 0, loads, failures };
      if (add.browsers + add.failed_browsers + add.loads + add.failures > 0) {
        await db
          .insertInto('frontend_load_minutes')
          .values({ package: key.package, release_id: key.release_id, minute, ...add })
          .onConflict((conflict) =>
            conflict.columns(['package', 'release_id', 'minute']).doUpdateSet({
              browsers: sql<number>`frontend_load_minutes.browsers + ${add.browsers}`,
              failed_browsers: sql<number>`frontend_load_minutes.failed_browsers + ${add.failed_browsers}`,
              loads: sql<number>`frontend_load_minutes.loads + ${add.loads}`,
              failures: sql<number>`frontend_load_minutes.failures + ${add.failures}`,
            }),
          )
          .execute();
      }
      return { loads, failures };
    },

    /** Adds loads to a release's load-time buckets of the day `at` (a stored timestamp) falls in: `counts` maps a bucket to its loads. */
    async countDurations(frontend: string, releaseId: string, at: string, counts: Map<number, number>): Promise<void> {
      for (const [bucket, loads] of counts) {
        await db
          .insertInto('frontend_load_durations')
          .values({ package: frontend, release_id: releaseId, day: dayOf(at), bucket, loads })
          .onConflict((conflict) =>
            conflict
              .columns(['package', 'release_id', 'day', 'bucket'])
              .doUpdateSet({ loads: sql<number>`frontend_load_durations.loads + ${loads}` }),
          )
          .execute();
      }
    },

    /** Per release of a module: its loads per load-time bucket, over the days kept. */
    async durations(frontend: string): Promise<{ release_id: string; bucket: number; loads: number }[]> {
      const rows = await db
        .selectFrom('frontend_load_durations')
        .select(['release_id', 'bucket', sql<number>`sum(loads)`.as('loads')])
        .where('package', '=', frontend)
        .groupBy(['release_id', 'bucket'])
        .execute();
      return rows.map((row) => ({ release_id: row.release_id, bucket: number(row.bucket), loads: number(row.loads) }));
    },

    /** Deletes the counts of browsers last seen, and of minutes and days, before `before` (a stored timestamp); how many rows. */
    async deleteBefore(before: string): Promise<number> {
      const browsers = await db.deleteFrom('frontend_load_browsers').where('last_seen', '<', before).executeTakeFirst();
      const minutes = await db.deleteFrom('frontend_load_minutes').where('minute', '<', minuteOf(before)).executeTakeFirst();
      const days = await db.deleteFrom('frontend_load_durations').where('day', '<', dayOf(before)).executeTakeFirst();
      return Number(browsers.numDeletedRows) + Number(minutes.numDeletedRows) + Number(days.numDeletedRows);
    },

    /** Per release of a module that has reports: its distinct browsers, persons and address groups, those that failed, loads and failures. */
    async figures(frontend: string): Promise<ReleaseFigures[]> {
      const failed = sql`failures > 0`;
      const rows = await db
        .selectFrom('frontend_load_browsers')
        .select([
          'release_id',
          sql<number>`count(*)`.as('browsers'),
          sql<number>`sum(case when failures > 0 then 1 else 0 end)`.as('failed_browsers'),
          distinctEvidence(PERSON_EVIDENCE).as('persons'),
          distinctEvidence(PERSON_EVIDENCE, failed).as('failed_persons'),
          distinctEvidence(GROUP_EVIDENCE).as('address_groups'),
          distinctEvidence(GROUP_EVIDENCE, failed).as('failed_address_groups'),
          sql<number>`sum(loads)`.as('loads'),
          sql<number>`sum(failures)`.as('failures'),
        ])
        .where('package', '=', frontend)
        .groupBy('release_id')
        .orderBy('release_id')
        .execute();
      return rows.map((row) => ({
        release_id: row.release_id,
        browsers: number(row.browsers),
        failed_browsers: number(row.failed_browsers),
        persons: number(row.persons),
        failed_persons: number(row.failed_persons),
        address_groups: number(row.address_groups),
        failed_address_groups: number(row.failed_address_groups),
        loads: number(row.loads),
        failures: number(row.failures),
      }));
    },

    /** Failed browsers by the phase their latest failure stopped at, per release of a module. */
    async phases(frontend: string): Promise<{ release_id: string; phase: string; browsers: number }[]> {
      const rows = await db
        .selectFrom('frontend_load_browsers')
        .select(['release_id', 'last_phase', sql<number>`count(*)`.as('browsers')])
        .where('package', '=', frontend)
        .where('failures', '>', 0)
        .where('last_phase', 'is not', null)
        .groupBy(['release_id', 'last_phase'])
        .execute();
      return rows.map((row) => ({ release_id: row.release_id, phase: row.last_phase!, browsers: number(row.browsers) }));
    },

    /** A module's minutes from `since` (a minute as stored) on, oldest first. */
    minutes(frontend: string, since: string) {
      return db
        .selectFrom('frontend_load_minutes')
        .select(['release_id', 'minute', 'browsers', 'failed_browsers'])
        .where('package', '=', frontend)
        .where('minute', '>=', since)
        .orderBy('minute')
        .execute();
    },

    /** A release's reporters and browsers seen since `since` (a stored timestamp), and those among them that failed since. */
    async shareSince(frontend: string, releaseId: string, since: string): Promise<ReporterShare> {
      const failed = sql`last_failure_at >= ${since}`;
      const row = await db
        .selectFrom('frontend_load_browsers')
        .select([
          distinctEvidence(null).as('reporters'),
          distinctEvidence(null, failed).as('failed'),
          distinctEvidence(PERSON_EVIDENCE, failed).as('failed_persons'),
          distinctEvidence(GROUP_EVIDENCE, failed).as('failed_address_groups'),
          sql<number>`count(*)`.as('browsers'),
          sql<number>`sum(case when ${failed} then 1 else 0 end)`.as('failed_browsers'),
        ])
        .where('package', '=', frontend)
        .where('release_id', '=', releaseId)
        .where('last_seen', '>=', since)
        .executeTakeFirst();
      return {
        reporters: number(row?.reporters),
        failed: number(row?.failed),
        failedPersons: number(row?.failed_persons),
        failedAddressGroups: number(row?.failed_address_groups),
        browsers: number(row?.browsers),
        failedBrowsers: number(row?.failed_browsers),
      };
    },
  };
}

export type FrontendReportsRepository = ReturnType<typeof createFrontendReportsRepository>;
