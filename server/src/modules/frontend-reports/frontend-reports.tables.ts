import type { Database } from '../../db/types.js';

/** One browser's loads of one release of a remote: the browser counts once however often it reports. */
export interface FrontendLoadBrowsersTable {
  package: string;
  release_id: string;
  /** The id of the browser's signed assignment cookie. */
  browser_id: string;
  /**
   * Who vouched for its latest report, as the judge counts reporters: `person:<user id>` or
   * `group:<address group>` (report-evidence.ts); null on rows counted before it was recorded.
   */
  evidence: string | null;
  /** Stored timestamps (lib/time.ts). */
  first_seen: string;
  last_seen: string;
  /** Its latest failed load; null while every load succeeded. */
  last_failure_at: string | null;
  /** Loads and failures it reported, each capped (one browser cannot weigh more than a few). */
  loads: number;
  failures: number;
  /** Where its latest failed load stopped: manifest, entry, chunk, render (null: unknown or none). */
  last_phase: string | null;
}

/** One release's reports in one minute: the browsers that reported in it, and their loads. */
export interface FrontendLoadMinutesTable {
  package: string;
  release_id: string;
  /** The minute's start, 'YYYY-MM-DDTHH:MM:00.000Z' (sorts as its time). */
  minute: string;
  browsers: number;
  failed_browsers: number;
  loads: number;
  failures: number;
}

/** One release's successful loads of one day that took a duration in one bucket (load-times.ts). */
export interface FrontendLoadDurationsTable {
  package: string;
  release_id: string;
  /** 'YYYY-MM-DD', in UTC. */
  day: string;
  /** The bucket's index in LOAD_TIME_EDGES_MS (one past the last: longer than every edge). */
  bucket: number;
  loads: number;
}

/** The application's tables and the load reports' three. */
export interface FrontendReportsDatabase extends Database {
  frontend_load_browsers: FrontendLoadBrowsersTable;
  frontend_load_minutes: FrontendLoadMinutesTable;
  frontend_load_durations: FrontendLoadDurationsTable;
}
