import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@video-admin/shared-ui/testing';
import App from '../../../exposes/app';
import { anItem, serveItems } from '../../../testing/items-handlers';

test('the UUID is one line, cut where its column is narrow, with the whole value in its title', async () => {
  const item = anItem(1);
  serveItems([item]);
  renderWithProviders(
    <Routes>
      <Route path="/items/*" element={<App basePath="/items" />} />
    </Routes>,
    { route: '/items' },
  );
  const row = (await screen.findByRole('button', { name: 'Actions for Item 1' })).closest('tr')!;
  const id = within(row).getByTitle(item.id);
  // Read out in full: the text is all there, only drawn cut.
  expect(id).toHaveTextContent(item.id);
  expect(id.closest('td')).toBe(within(row).getAllByRole('cell')[0]);
});
