import { Type, type TSchema } from 'typebox';
import { MAX_JSON_DEPTH, MAX_JSON_ENTRIES } from '../lib/json-limits.js';

// Building blocks shared by the /api/backend modules.

/** Ids of templates and tasks: positive 32-bit integers (PostgreSQL's integer). */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const PLATFORMS = ['keling', 'jimeng', 'minimax'] as const;
export type PlatformName = (typeof PLATFORMS)[number];
export const Platform = Type.Enum([...PLATFORMS]);

/** A URL field: http(s):// or a site-relative /path (see isUrlOrPath); '' means none. */
export const UrlField = Type.String({ format: 'url-or-path', maxLength: 2048 });

/**
 * A free-form JSON object (never an array or a scalar). In requests it is bounded like every JSON
 * value of a body (lib/json-limits.ts, checked in plugins/validation.ts); the bounds are part of
 * the documented contract.
 */
export const JsonObject = Type.Record(Type.String(), Type.Unknown(), {
  description: `A JSON object, at most ${MAX_JSON_DEPTH} levels deep with at most ${MAX_JSON_ENTRIES} keys and array items in all`,
});

/** The languages an export writes its header row in: the back office's Chinese unless asked. */
export const EXPORT_LANGUAGES = ['zh-CN', 'en'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];
export const ExportLanguageQuery = Type.Enum([...EXPORT_LANGUAGES], {
  default: 'zh-CN',
  description: "The language of the CSV's header row (the screen's); the cells hold the values as stored.",
});

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Success = Type.Boolean();
