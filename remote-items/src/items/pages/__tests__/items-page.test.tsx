import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { api, apiServer, HttpResponse, renderWithProviders } from '@video-admin/shared-ui/testing';
import App from '../../../exposes/app';
import { anItem, serveItems } from '../../../testing/items-handlers';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderItems(route = '/items') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/items/*" element={<App basePath="/items" />} />
      </Routes>
      <Location />
    </>,
    { route },
  );
}

const twelve = Array.from({ length: 12 }, (_, index) => anItem(index + 1));
// Skeleton rows are rows too; these are the rows of items.
const dataRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody') && !row.hasAttribute('data-testid'));

test('shows the title, Add Item and a table of ID, Title, Description and Actions', async () => {
  serveItems([anItem(1), anItem(2, { description: null })]);
  renderItems();

  expect(await screen.findByRole('heading', { name: 'Items Management' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add Item' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Items' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['ID', 'Title', 'Description', 'Actions']);

  expect(await screen.findByText('Item 1')).toBeInTheDocument();
  expect(dataRows()).toHaveLength(2);
  const [first, second] = dataRows();
  expect(
    within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([anItem(1).id, 'Item 1', 'Description 1', '']);
  expect(within(second!).getAllByRole('cell')[2]).toHaveTextContent('N/A');
  expect(within(first!).getByRole('button', { name: 'Actions for Item 1' })).toBeInTheDocument();
});

test('asks for five items per page: skip = (page - 1) * 5', async () => {
  const { lists } = serveItems(twelve);
  renderItems('/items?page=3');
  expect(await screen.findByText('Item 11')).toBeInTheDocument();
  expect(dataRows()).toHaveLength(2);
  expect(lists()).toEqual(['/api/v1/items/?skip=10&limit=5']);
  expect(screen.getByText('Item 11')).toBeInTheDocument();
});

test.each(['abc', '0', '-2', '1.5', ''])('an invalid page (%j) falls back to page 1', async (page) => {
  const { lists } = serveItems(twelve);
  renderItems(`/items?page=${page}`);
  expect(await screen.findByText('Item 1')).toBeInTheDocument();
  expect(dataRows()).toHaveLength(5);
  expect(lists()).toEqual(['/api/v1/items/?skip=0&limit=5']);
  expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
});

test('the pager moves through the pages and keeps the page in the URL', async () => {
  const { lists } = serveItems(twelve);
  renderItems();
  const pager = await screen.findByRole('navigation', { name: 'Pagination' });
  expect(
    within(pager)
      .getAllByRole('button', { name: /^Page / })
      .map((b) => b.textContent),
  ).toEqual(['1', '2', '3']);
  expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();

  await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/items?page=2');
  expect(await screen.findByText('Item 6')).toBeInTheDocument();

  await userEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
  expect(await screen.findByText('Item 12')).toBeInTheDocument();
  expect(within(pager).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(lists()).toEqual(['/api/v1/items/?skip=0&limit=5', '/api/v1/items/?skip=5&limit=5', '/api/v1/items/?skip=10&limit=5']);
});

test('shows five skeleton rows while a page loads', async () => {
  let respond: () => void = () => undefined;
  const responded = new Promise<void>((resolve) => (respond = resolve));
  apiServer.use(
    api.get('/api/v1/items/', async ({ response }) => {
      await responded;
      return response(200).json({ data: [anItem(1)], count: 1 });
    }),
  );
  renderItems();

  const table = await screen.findByRole('table', { name: 'Items' });
  expect(table).toHaveAttribute('aria-busy', 'true');
  expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);

  respond();
  expect(await screen.findByText('Item 1')).toBeInTheDocument();
  expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
  expect(table).toHaveAttribute('aria-busy', 'false');
});

test('without items it says so and offers Add Item', async () => {
  serveItems([]);
  renderItems();
  expect(await screen.findByText("You don't have any items yet")).toBeInTheDocument();
  expect(screen.getByText('Add a new item to get started')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add Item' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
});

test('a page past the end (an old link) shows the last page instead', async () => {
  const { lists } = serveItems(twelve);
  renderItems('/items?page=9');
  expect(await screen.findByText('Item 11')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/items?page=3');
  expect(lists()).toEqual(['/api/v1/items/?skip=40&limit=5', '/api/v1/items/?skip=10&limit=5']);
});

test('a failed load shows an error with Retry', async () => {
  let fail = true;
  apiServer.use(
    api.get('/api/v1/items/', ({ response }) =>
      fail ? response.untyped(HttpResponse.json({}, { status: 500 })) : response(200).json({ data: [anItem(1)], count: 1 }),
    ),
  );
  renderItems();
  expect(await screen.findByText('The items could not be loaded.')).toBeInTheDocument();
  expect(screen.getByText('The server ran into an error.')).toBeInTheDocument();
  expect(screen.getByText(/HTTP 500/)).not.toBeVisible();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Item 1')).toBeInTheDocument();
});

test('while the next page loads the table shows skeleton rows and the pager stays', async () => {
  const pending: Array<() => void> = [];
  apiServer.use(
    api.get('/api/v1/items/', async ({ query, response }) => {
      const skip = Number(query.get('skip'));
      if (skip > 0) await new Promise<void>((resolve) => pending.push(resolve));
      return response(200).json({ data: twelve.slice(skip, skip + 5), count: 12 });
    }),
  );
  renderItems();
  expect(await screen.findByText('Item 1')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  await waitFor(() => expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5));
  expect(screen.queryByText('Item 1')).not.toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();

  pending.forEach((resolve) => resolve());
  expect(await screen.findByText('Item 6')).toBeInTheDocument();
});
