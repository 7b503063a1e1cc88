import { screen, within } from '@testing-library/react';
import { testStandaloneEntry } from '@video-admin/shared-ui/testing';
import { anItem, serveMyItems } from '../testing/my-items-handlers';

// `npm run dev` serves this entry alone, inside shared-ui's harness.
testStandaloneEntry({
  path: '/__feature__',
  loadEntry: () => import('../bootstrap'),
  serve: () => serveMyItems([anItem(1, { title: 'Standalone item' })]),
  expectRemote: async () => {
    expect(await screen.findByRole('heading', { level: 1, name: '__FeatureTitle__' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your items' });
    expect(within(table).getByText('Standalone item')).toBeInTheDocument();
  },
});
