/** What a session's User-Agent says in a few words: the browser and the system, each null when unknown. */
export interface BrowserName {
  browser: string | null;
  system: string | null;
}

// The first that matches wins: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// iPad and iPhone before macOS (they say "like Mac OS X"), Android before Linux.
const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** "Chrome" and "Windows" from a User-Agent, for a list a person recognises their devices in. */
export function browserName(userAgent: string): BrowserName {
  return { browser: firstMatch(userAgent, BROWSERS), system: firstMatch(userAgent, SYSTEMS) };
}
