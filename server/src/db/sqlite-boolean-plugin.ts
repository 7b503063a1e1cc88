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
} from 'kysely'

/**
 * better-sqlite3 refuses to bind JavaScript booleans, while PostgreSQL wants them. Queries are
 * written once with booleans, and on SQLite this plugin binds them as 1/0 instead.
 */
export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanToIntegerTransformer()

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node)
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result
  }
}

class BooleanToIntegerTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value = super.transformValue(node)
    return typeof value.value === 'boolean' ? { ...value, value: value.value ? 1 : 0 } : value
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    const list = super.transformPrimitiveValueList(node)
    return { ...list, values: list.values.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value)) }
  }
}
