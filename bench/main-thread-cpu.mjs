// The main thread's busy time in a Chromium trace, as the bench's timing steps count it.
/**
 * Main-thread CPU in ms from the navigation to the performance mark `markName`, made `markMs` after
 * the page's time origin: the sum of the renderer main thread's top-level tasks (trace events
 * RunTask), a task straddling the mark counted up to the mark.
 */
export function mainThreadCpu(buffer, markName, markMs) {
  const { traceEvents } = JSON.parse(buffer.toString('utf8'));
  const mark = traceEvents.find((e) => e.name === markName && e.ph !== 'e');
  if (!mark) throw new Error(`no ${markName} mark in the trace`);
  const onThread = (e) => e.pid === mark.pid && e.tid === mark.tid;
  // A renderer that started before the trace (the first launch of a fresh browser, seen here)
  // records no navigationStart: the page's time origin, which is that moment, stands in for it.
  const navigation = traceEvents
    .filter((e) => e.name === 'navigationStart' && onThread(e) && e.ts <= mark.ts)
    .sort((a, b) => b.ts - a.ts)[0] ?? { ts: mark.ts - markMs * 1000 };
  // Top-level tasks can nest (a nested run loop) and appear under two names: merge the intervals.
  const intervals = traceEvents
    .filter((e) => onThread(e) && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'))
    .map((e) => [Math.max(e.ts, navigation.ts), Math.min(e.ts + (e.dur ?? 0), mark.ts)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let cpu = 0;
  let [open, close] = [-Infinity, -Infinity];
  for (const [start, end] of intervals) {
    if (start > close) {
      if (close > open) cpu += close - open;
      [open, close] = [start, end];
    } else close = Math.max(close, end);
  }
  if (close > open) cpu += close - open;
  return cpu / 1000;
}
