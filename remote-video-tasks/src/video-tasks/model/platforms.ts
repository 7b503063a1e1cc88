import type { Language } from '@video-admin/shared-ui';
import { valueText } from '@video-admin/shared-ui/labels';

// The three platforms the product knows by name. The server may report others: its built-in
// local platform ('local') when no platform credentials are configured, shown as such.
export const KNOWN_PLATFORMS = ['keling', 'jimeng', 'minimax'] as const;

/** The platform's label in `language`; a platform the product has no label for shows as the server names it. */
export function platformLabel(language: Language, platform: string): string {
  return valueText('platform', platform, language);
}

/** The known platforms first, in their fixed order, then any others the stats count. */
export function platformsToShow(reported: Iterable<string>): string[] {
  const extra = [...new Set(reported)].filter((p) => p && !(KNOWN_PLATFORMS as readonly string[]).includes(p)).sort();
  return [...KNOWN_PLATFORMS, ...extra];
}

/**
 * What the platform filter offers: the platforms a task can be created on, the only values the list
 * call filters by (its own local platform runs tasks of those three, it never owns one), plus the
 * value in force when an old link carries another, so the form shows what the list was asked for.
 */
export function platformsToFilter(inForce: string): string[] {
  const known: readonly string[] = KNOWN_PLATFORMS;
  return inForce && !known.includes(inForce) ? [...known, inForce] : [...known];
}
