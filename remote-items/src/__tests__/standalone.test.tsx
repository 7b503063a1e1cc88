import { screen, within } from '@testing-library/react';
import { api, apiServer, testStandaloneEntry } from '@video-admin/shared-ui/testing';

const item = { id: 'i1', title: 'Standalone item', description: 'Shown by the remote', owner_id: 'u1', created_at: '2026-11-22T08:15:00Z' };

// `npm run dev -w remote-items` serves this entry alone, inside shared-ui's harness.
testStandaloneEntry({
  path: '/items',
  loadEntry: () => import('../bootstrap'),
  serve: () => apiServer.use(api.get('/api/v1/items/', ({ response }) => response(200).json({ data: [item], count: 1 }))),
  expectRemote: async () => {
    expect(await screen.findByRole('heading', { name: 'Items Management' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Items' });
    expect(await within(table).findByText('Standalone item')).toBeInTheDocument();
  },
});
