import type { ItemPublic } from '@video-admin/shared-ui/contract';
import { api, apiServer } from '@video-admin/shared-ui/testing';

export function anItem(index: number, overrides: Partial<ItemPublic> = {}): ItemPublic {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    title: `Item ${index}`,
    description: `Description ${index}`,
    owner_id: '00000000-0000-4000-8000-0000000000aa',
    created_at: '2026-11-22T08:15:00Z',
    ...overrides,
  };
}

/** GET /api/v1/items/ answers these items, as the server answers the signed-in person with their own. */
export function serveMyItems(items: ItemPublic[]) {
  apiServer.use(api.get('/api/v1/items/', ({ response }) => response(200).json({ data: items, count: items.length })));
}
