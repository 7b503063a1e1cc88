import type { Permission } from '@video-admin/shared-ui';

/**
 * What the signed-in person may do to templates, one flag per kind of action, each the permission
 * the server asks of it: `edit` (templates.edit) the edit dialog with its AI generation and
 * reference uploads; `review` (templates.review) passing, rejecting and sending back; `publish`
 * (templates.publish) publishing, taking down, re-listing, creating and copying; `remove`
 * (templates.delete) deleting; `bulk` (bulk.run) acting on selected rows. Reading and exporting
 * need no more than the screen's own templates.read.
 */
export interface TemplateRights {
  edit: boolean;
  review: boolean;
  publish: boolean;
  remove: boolean;
  bulk: boolean;
}

export const RIGHT_PERMISSIONS: Record<keyof TemplateRights, Permission> = {
  edit: 'templates.edit',
  review: 'templates.review',
  publish: 'templates.publish',
  remove: 'templates.delete',
  bulk: 'bulk.run',
};
