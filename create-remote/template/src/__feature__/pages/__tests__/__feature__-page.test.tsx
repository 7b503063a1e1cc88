import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { api, apiServer, HttpResponse, recordRequests, renderWithProviders } from '@video-admin/shared-ui/testing';
import App from '../../../exposes/app';
import { anItem, serveMyItems } from '../../../testing/my-items-handlers';

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/__feature__/*" element={<App basePath="/__feature__" />} />
    </Routes>,
    { route: '/__feature__' },
  );
}

test('shows the heading and a row for each of the signed-in person’s items', async () => {
  serveMyItems([anItem(1), anItem(2, { description: null })]);
  const requests = recordRequests();
  renderPage();

  expect(await screen.findByRole('heading', { level: 1, name: '__FeatureTitle__' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Your items' });
  const [, first, second] = within(table).getAllByRole('row');
  expect(
    within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Item 1', 'Description 1']);
  expect(
    within(second!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Item 2', 'N/A']);
  expect(requests.map((request) => request.url)).toEqual(['/api/v1/items/?skip=0&limit=20']);
});

test('without items it says so instead of an empty table', async () => {
  serveMyItems([]);
  renderPage();
  expect(await screen.findByText("You don't have any items yet.")).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a failed load says so, and Retry asks again', async () => {
  let fail = true;
  apiServer.use(
    api.get('/api/v1/items/', ({ response }) =>
      fail ? response.untyped(HttpResponse.json({}, { status: 500 })) : response(200).json({ data: [anItem(1)], count: 1 }),
    ),
  );
  renderPage();
  expect(await screen.findByText('Your items could not be loaded.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Item 1')).toBeInTheDocument();
});
