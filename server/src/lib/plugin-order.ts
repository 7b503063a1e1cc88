/** What fastify-plugin keeps on a plugin it wraps: its name and the plugins it needs first. */
const PLUGIN_META = Symbol.for('plugin-meta');

interface PluginMeta {
  name?: string;
  dependencies?: string[];
}

const metaOf = (plugin: object): PluginMeta => (plugin as { [PLUGIN_META]?: PluginMeta })[PLUGIN_META] ?? {};

/** The name fastify-plugin gave a plugin (`fp(fn, { name })`), or undefined. */
export const pluginName = (plugin: object): string | undefined => metaOf(plugin).name;

/**
 * The plugins in an order that registers each after the ones among them it depends on (their
 * `dependencies`), otherwise in the order given. A dependency on a plugin that is not in the list
 * is left to fastify-plugin, which refuses to register a plugin whose dependency is missing. Each
 * plugin must have a name of its own; a circle of dependencies is refused, naming the plugins in it.
 */
export function inDependencyOrder<Plugin extends object>(plugins: readonly Plugin[]): Plugin[] {
  const byName = new Map<string, Plugin>();
  for (const plugin of plugins) {
    const name = pluginName(plugin);
    if (!name) throw new Error('every plugin in the list needs a name (fastify-plugin: fp(fn, { name }))');
    if (byName.has(name)) throw new Error(`two plugins in the list are named '${name}'`);
    byName.set(name, plugin);
  }
  const needs = (plugin: Plugin) => (metaOf(plugin).dependencies ?? []).filter((name) => byName.has(name));

  const ordered: Plugin[] = [];
  const placed = new Set<string>();
  let waiting = [...plugins];
  while (waiting.length > 0) {
    // The first plugin, in the order given, whose dependencies are all placed.
    const next = waiting.find((plugin) => needs(plugin).every((name) => placed.has(name)));
    if (!next) {
      const names = waiting.map((plugin) => `${pluginName(plugin)} (needs ${needs(plugin).join(', ')})`);
      throw new Error(`these plugins depend on each other in a circle: ${names.join('; ')}`);
    }
    ordered.push(next);
    placed.add(pluginName(next)!);
    waiting = waiting.filter((plugin) => plugin !== next);
  }
  return ordered;
}
