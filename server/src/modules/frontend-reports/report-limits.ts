/** Reports one browser may have counted by this instance in a minute; more are dropped unread. */
export const BROWSER_REPORTS_PER_MINUTE = 120;
/** Reports one address group (IPv4 /24, IPv6 /48) may have counted by this instance in a minute (many browsers behind it share it). */
export const ADDRESS_REPORTS_PER_MINUTE = 2000;
/** Below this many reports a minute on this instance every load is reported; above, successes are sampled down to about it. */
export const SAMPLE_TARGET_PER_MINUTE = 300;
/** The lowest sample rate given out. */
const MIN_SAMPLE = 0.01;

const MINUTE_MS = 60_000;

/**
 * This instance's limits on what reports reach the database, in fixed one-minute windows kept in
 * memory (cleared each minute, so bounded by the traffic of one minute), and the sample rate the
 * pages are told from the traffic it receives.
 */
export function createReportLimits(clock: () => number) {
  let window = Math.floor(clock() / MINUTE_MS);
  let taken = new Map<string, number>();
  let received = 0;
  let receivedBefore = 0;

  function roll(): void {
    const now = Math.floor(clock() / MINUTE_MS);
    if (now === window) return;
    receivedBefore = now === window + 1 ? received : 0;
    received = 0;
    taken = new Map();
    window = now;
  }

  /** How many more of `key`'s reports may count in this window, taking up to `wanted` of them. */
  function take(key: string, limit: number, wanted: number): number {
    const used = taken.get(key) ?? 0;
    const granted = Math.max(0, Math.min(wanted, limit - used));
    if (granted > 0) taken.set(key, used + granted);
    return granted;
  }

  return {
    /** Notes `n` reports received (whatever becomes of them), for the sample rate. */
    received(n: number): void {
      roll();
      received += n;
    },

    /** How many of `wanted` reports of this browser from this address (or address group) may be counted now. */
    allow(browser: string, address: string, wanted: number): number {
      roll();
      const byAddress = take(`a:${address}`, ADDRESS_REPORTS_PER_MINUTE, wanted);
      const granted = take(`b:${browser}`, BROWSER_REPORTS_PER_MINUTE, byAddress);
      // What the browser's limit refused was not spent of the address's.
      if (granted < byAddress) taken.set(`a:${address}`, taken.get(`a:${address}`)! - (byAddress - granted));
      return granted;
    },

    /**
     * The share of successful loads pages should report (failures always are): 1 while this
     * instance receives fewer than SAMPLE_TARGET_PER_MINUTE reports a minute, lower above, so the
     * traffic settles near the target. The last minute is estimated from the current window and
     * the previous one's remainder.
     */
    sampleRate(): number {
      roll();
      const elapsed = (clock() % MINUTE_MS) / MINUTE_MS;
      const perMinute = received + receivedBefore * (1 - elapsed);
      if (perMinute <= SAMPLE_TARGET_PER_MINUTE) return 1;
      return Math.max(MIN_SAMPLE, Math.floor((SAMPLE_TARGET_PER_MINUTE / perMinute) * 100) / 100);
    },
  };
}

export type ReportLimits = ReturnType<typeof createReportLimits>;
