import type { Permission } from '@video-admin/shared-ui';
import { RIGHT_PERMISSIONS as PERMISSION, type TemplateRights } from '../../../model/rights';
import { TABS } from '../../../model/tabs';
import { offersBulk } from '../../model/template-bulk-bar';
import { templateBulkActions } from '../template-bulk-actions';

const t = ((key: string) => key) as unknown as Parameters<typeof templateBulkActions>[2];
const NAMES = Object.keys(PERMISSION) as (keyof TemplateRights)[];

// Every combination of the five rights.
const EVERY_RIGHTS: TemplateRights[] = Array.from(
  { length: 2 ** NAMES.length },
  (_, bits) => Object.fromEntries(NAMES.map((name, index) => [name, (bits & (1 << index)) !== 0])) as unknown as TemplateRights,
);

test('each bulk action is offered with the right of its single-row form', () => {
  const all: TemplateRights = { edit: false, review: true, publish: true, remove: true, bulk: true };
  const names = (rights: TemplateRights, tab: (typeof TABS)[number]['id']) =>
    templateBulkActions(tab, rights, t).map(({ action }) => action);
  expect(names(all, 'generated')).toEqual(['approve', 'reject', 'delete']);
  expect(names({ ...all, review: false }, 'generated')).toEqual(['delete']);
  expect(names({ ...all, remove: false }, 'generated')).toEqual(['approve', 'reject']);
  expect(names({ ...all, publish: false }, 'completion')).toEqual(['delete']);
  expect(names({ ...all, remove: false }, 'completion')).toEqual(['publish']);
  expect(names({ ...all, publish: false }, 'published')).toEqual([]);
  expect(names({ ...all, remove: false }, 'all')).toEqual([]);
});

test('a tab offers selection exactly when the person holds bulk.run and may run one of its bulk actions', () => {
  for (const { id } of TABS) {
    for (const rights of EVERY_RIGHTS) {
      const can = (permission: Permission) => NAMES.some((name) => rights[name] && PERMISSION[name] === permission);
      expect([id, rights, offersBulk(id, can)]).toEqual([id, rights, rights.bulk && templateBulkActions(id, rights, t).length > 0]);
    }
  }
});
