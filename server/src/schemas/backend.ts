import { Type, type TSchema } from 'typebox'

// Building blocks shared by the /api/backend modules.

/** Ids of templates and tasks: positive 32-bit integers (PostgreSQL's integer). */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 })

export const PLATFORMS = ['keling', 'jimeng', 'minimax'] as const
export type PlatformName = (typeof PLATFORMS)[number]
export const Platform = Type.Enum([...PLATFORMS])

/** A URL field: http(s):// or a site-relative /path (see isUrlOrPath); '' means none. */
export const UrlField = Type.String({ format: 'url-or-path', maxLength: 2048 })

/** A JSON object (never an array or a scalar). */
export const JsonObject = Type.Record(Type.String(), Type.Unknown())

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

export const Success = Type.Boolean()
