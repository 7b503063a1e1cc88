import type { Selectable, Updateable } from 'kysely';
import type { TemplateRow } from '../../db/rows.js';
import type { VideoTemplatesTable } from '../../db/types.js';
import { parseObject, withJsonColumns } from '../video-media/json-columns.js';
import type { TEMPLATE_SORT_COLUMNS } from './video-templates.schemas.js';

// Its rows' type lives below the modules (db/rows.ts); exported here too for the module's own code.
export type { TemplateRow };

/** Columns a create or update may write (everything but the key and the timestamps). */
export type TemplateValues = Omit<TemplateRow, 'template_id' | 'created_at' | 'updated_at'>;

export interface TemplateFilters {
  template_id?: number;
  template_name?: string;
  template_top_title?: string;
  template_platform?: string;
  template_status?: string;
  /** One sub-status, or any of several. */
  template_sub_status?: string | readonly string[];
}

export interface TemplateSort {
  by: (typeof TEMPLATE_SORT_COLUMNS)[number];
  order: 'asc' | 'desc';
}

/** The list's order when none is asked for: the templates changed last first. */
export const DEFAULT_TEMPLATE_SORT: TemplateSort = { by: 'updated_at', order: 'desc' };

export interface HistoryRow {
  id: number;
  template_id: number;
  action: string;
  changes: Record<string, [unknown, unknown]>;
  actor_email: string | null;
  created_at: string;
}

/** Who made a change, as its history row names them (null: the server itself). */
export interface Actor {
  id: string | null;
  email: string | null;
}

/** A stored template as the application sees it, whichever database it came from. */
export function toRow(row: Selectable<VideoTemplatesTable>): TemplateRow {
  return {
    ...row,
    template_id: Number(row.template_id),
    original_template_id: row.original_template_id === null ? null : Number(row.original_template_id),
    template_image_num: row.template_image_num === null ? null : Number(row.template_image_num),
    photo_tips_id: row.photo_tips_id === null ? null : Number(row.photo_tips_id),
    template_params: parseObject(row.template_params),
    template_is_manual_audit: Boolean(row.template_is_manual_audit),
  };
}

/** Values as they are written: template_params as JSON text. */
export function toColumns(values: Partial<TemplateValues>): Updateable<VideoTemplatesTable> {
  return withJsonColumns(values, ['template_params']) as Updateable<VideoTemplatesTable>;
}
