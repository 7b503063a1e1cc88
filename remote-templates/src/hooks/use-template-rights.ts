import { useMemo } from 'react';
import { usePermissions } from '@video-admin/shared-ui';
import { RIGHT_PERMISSIONS, type TemplateRights } from '../model/rights';

/** The signed-in person's rights on templates, from the session's /users/me; the same object while they hold. */
export function useTemplateRights(): TemplateRights {
  const { can } = usePermissions();
  const edit = can(RIGHT_PERMISSIONS.edit);
  const review = can(RIGHT_PERMISSIONS.review);
  const publish = can(RIGHT_PERMISSIONS.publish);
  const remove = can(RIGHT_PERMISSIONS.remove);
  const bulk = can(RIGHT_PERMISSIONS.bulk);
  return useMemo(() => ({ edit, review, publish, remove, bulk }), [edit, review, publish, remove, bulk]);
}
