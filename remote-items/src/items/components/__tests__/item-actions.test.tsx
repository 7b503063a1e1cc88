import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { api, apiServer, renderWithProviders } from '@video-admin/shared-ui/testing';
import App from '../../../exposes/app';
import { anItem, serveItems } from '../../../testing/items-handlers';

const dialog = (role: 'dialog' | 'alertdialog' = 'dialog') => screen.findByRole(role);
const closed = (role: 'dialog' | 'alertdialog' = 'dialog') =>
  waitFor(() => expect(screen.queryByRole(role, { hidden: true })).not.toBeInTheDocument());

function renderItems() {
  return renderWithProviders(
    <Routes>
      <Route path="/items/*" element={<App basePath="/items" />} />
    </Routes>,
    { route: '/items' },
  );
}

async function chooseFromRowMenu(title: string, entry: 'Edit Item' | 'Delete Item') {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: entry }));
}

test('the row menu offers Edit Item and Delete Item', async () => {
  serveItems([anItem(1)]);
  renderItems();
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Item 1' }));
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Edit Item', 'Delete Item']);
});

describe('Edit Item', () => {
  test('opens with the item, requires a title ("Title is required") and saves with PUT', async () => {
    const { requests } = serveItems([anItem(1), anItem(2)]);
    renderItems();
    await chooseFromRowMenu('Item 2', 'Edit Item');
    const edit = await dialog();
    expect(within(edit).getByText('Edit Item')).toBeInTheDocument();
    const title = within(edit).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Item 2');
    expect(within(edit).getByRole('textbox', { name: 'Description' })).toHaveValue('Description 2');

    await userEvent.clear(title);
    await userEvent.click(within(edit).getByRole('textbox', { name: 'Description' }));
    expect(await within(edit).findByText('Title is required')).toBeInTheDocument();

    await userEvent.type(title, 'Renamed');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Item updated successfully.')).toBeInTheDocument();
    await closed();

    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe(`/api/v1/items/${anItem(2).id}`);
    expect(JSON.parse(put!.body)).toEqual({ title: 'Renamed', description: 'Description 2' });
    expect(await screen.findByText('Renamed')).toBeInTheDocument();
  });

  test('an item without a description opens with an empty field and keeps it null', async () => {
    const { requests } = serveItems([anItem(1, { description: null })]);
    renderItems();
    await chooseFromRowMenu('Item 1', 'Edit Item');
    const edit = await dialog();
    expect(within(edit).getByRole('textbox', { name: 'Description' })).toHaveValue('');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await closed();
    expect(JSON.parse(requests.find((r) => r.method === 'PUT')!.body)).toEqual({ title: 'Item 1', description: null });
  });

  test('Cancel drops the changes: the next opening shows the item again', async () => {
    const { requests } = serveItems([anItem(1)]);
    renderItems();
    await chooseFromRowMenu('Item 1', 'Edit Item');
    const title = within(await dialog()).getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, ' changed');
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await closed();

    await chooseFromRowMenu('Item 1', 'Edit Item');
    expect(within(await dialog()).getByRole('textbox', { name: 'Title' })).toHaveValue('Item 1');
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });
});

describe('Delete Item', () => {
  test('asks for confirmation; Cancel keeps the item', async () => {
    const { requests } = serveItems([anItem(1)]);
    renderItems();
    await chooseFromRowMenu('Item 1', 'Delete Item');
    const confirm = await dialog('alertdialog');
    expect(within(confirm).getByText('Delete Item')).toBeInTheDocument();
    expect(confirm).toHaveTextContent('This item will be permanently deleted.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await closed('alertdialog');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    expect(screen.getByText('Item 1')).toBeInTheDocument();
  });

  test('deletes, toasts, closes and the item leaves the table', async () => {
    const { requests } = serveItems([anItem(1), anItem(2)]);
    renderItems();
    await chooseFromRowMenu('Item 1', 'Delete Item');
    await userEvent.click(within(await dialog('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The item was deleted successfully')).toBeInTheDocument();
    await closed('alertdialog');
    await waitFor(() => expect(screen.queryByText('Item 1')).not.toBeInTheDocument());
    expect(screen.getByText('Item 2')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe(`/api/v1/items/${anItem(1).id}`);
  });

  test('a failure says "An error occurred while deleting the item"', async () => {
    serveItems([anItem(1)]);
    apiServer.use(api.delete('/api/v1/items/{id}', ({ response }) => response(404).json({ detail: 'Item not found' })));
    renderItems();
    await chooseFromRowMenu('Item 1', 'Delete Item');
    await userEvent.click(within(await dialog('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('An error occurred while deleting the item')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
  });
});
