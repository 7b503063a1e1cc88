/**
 * The theme's custom properties that the markup's CSS uses, and nothing else: Fluent's provider
 * writes all of them (about 18 kB), a screen uses a few dozen. A property another one refers to
 * is kept too.
 */
export function pruneThemeProperties(themeRule: string, usedIn: string): string {
  const declarations = [...themeRule.matchAll(/(--[\w-]+):\s*([^;]*);/g)].map(([, name, value]) => ({ name: name!, value: value! }));
  const used = new Set([...usedIn.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name!));
  // A kept property's value may itself read others.
  for (let grew = true; grew;) {
    grew = false;
    for (const { name, value } of declarations)
      if (used.has(name))
        for (const [, inner] of value.matchAll(/var\((--[\w-]+)/g))
          if (!used.has(inner!)) {
            used.add(inner!);
            grew = true;
          }
  }
  return declarations
    .filter(({ name }) => used.has(name))
    .map(({ name, value }) => `${name}: ${value};`)
    .join(' ');
}

/** Every class name in the markup's class attributes. */
export function usedClasses(html: string): Set<string> {
  return new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names!.split(/\s+/)));
}

/**
 * Whether a CSS rule can apply to the markup: every class its selector names is used. A rule inside
 * a condition (`@media ... { rule }`) is judged by that rule; keyframes and the like are kept.
 */
export function ruleApplies(rule: string, used: Set<string>): boolean {
  if (/^@(media|supports|container)/.test(rule)) return ruleApplies(rule.slice(rule.indexOf('{') + 1), used);
  if (rule.startsWith('@')) return true;
  const selector = rule.slice(0, rule.indexOf('{'));
  return [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every(([, name]) => used.has(name!));
}
