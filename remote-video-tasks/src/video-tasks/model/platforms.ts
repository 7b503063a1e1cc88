// The three platforms the product knows by name. The server may report others: its built-in
// local platform ('local') when no platform credentials are configured, shown as such.
export const KNOWN_PLATFORMS = ['keling', 'jimeng', 'minimax'] as const;

const LABEL_KEYS = new Set<string>([...KNOWN_PLATFORMS, 'local']);

/** The platform's label; a platform the product has no label for shows as the server names it. */
export function platformLabel(t: (key: string) => string, platform: string): string {
  return LABEL_KEYS.has(platform) ? t(`platform.${platform}`) : platform;
}

/** The known platforms first, in their fixed order, then any others the server reported. */
export function platformsToOffer(reported: Iterable<string>): string[] {
  const extra = [...new Set(reported)].filter((p) => p && !(KNOWN_PLATFORMS as readonly string[]).includes(p)).sort();
  return [...KNOWN_PLATFORMS, ...extra];
}
