import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

/**
 * better-sqlite3 refuses to bind JavaScript booleans, while PostgreSQL wants them. Queries are
 * written once with booleans, and on SQLite this plugin binds them as 1/0 instead.
 */
export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanToIntegerTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    // Most queries bind no boolean: leave those as they are rather than copying every node.
    return containsBoolean(args.node) ? this.#transformer.transformNode(args.node) : args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** Whether any value bound in the tree is a boolean (a plain walk: operation nodes are plain objects). */
function containsBoolean(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  if (Array.isArray(node)) return node.some(containsBoolean);
  const record = node as Record<string, unknown>;
  if (record.kind === 'ValueNode') return typeof record.value === 'boolean';
  if (record.kind === 'PrimitiveValueListNode') return (record.values as unknown[]).some((value) => typeof value === 'boolean');
  for (const key in record) {
    const value = record[key];
    if (typeof value === 'object' && value !== null && containsBoolean(value)) return true;
  }
  return false;
}

class BooleanToIntegerTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value = super.transformValue(node);
    return typeof value.value === 'boolean' ? { ...value, value: value.value ? 1 : 0 } : value;
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    const list = super.transformPrimitiveValueList(node);
    return { ...list, values: list.values.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value)) };
  }
}
