import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiServer, recordRequests, renderWithProviders } from '@video-admin/shared-ui/testing';
import { serveItems } from '../../../testing/items-handlers';
import { itemKeys } from '../../api/item-keys';
import { AddItem } from '../add-item';

const dialog = () => screen.findByRole('dialog');
const inDialog = async (role: string, name: string) => within(await dialog()).getByRole(role, { name });
const closed = () => waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Item' }));
  expect(within(await dialog()).getByText('Add Item')).toBeInTheDocument();
}

test('the title is required: "Title is required." on blur, and nothing is sent', async () => {
  const requests = recordRequests();
  renderWithProviders(<AddItem />);
  await openDialog();

  await userEvent.click(await inDialog('textbox', 'Title'));
  await userEvent.click(await inDialog('textbox', 'Description'));
  expect(await within(await dialog()).findByText('Title is required.')).toBeInTheDocument();

  await userEvent.click(await inDialog('button', 'Save'));
  expect(requests).toHaveLength(0);
});

test('creates the item (an empty description as null), toasts, closes and refreshes the list', async () => {
  const { requests } = serveItems();
  const { queryClient } = renderWithProviders(<AddItem />);
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  await openDialog();

  await userEvent.type(await inDialog('textbox', 'Title'), 'Milk');
  await userEvent.click(await inDialog('button', 'Save'));

  expect(await screen.findByText('Item created successfully.')).toBeInTheDocument();
  expect(JSON.parse(requests[0]!.body)).toEqual({ title: 'Milk', description: null });
  await closed();
  expect(invalidate).toHaveBeenCalledWith({ queryKey: itemKeys.all });
});

test('sends a description when one is given', async () => {
  const { requests } = serveItems();
  renderWithProviders(<AddItem />);
  await openDialog();
  await userEvent.type(await inDialog('textbox', 'Title'), 'Milk');
  await userEvent.type(await inDialog('textbox', 'Description'), '2 l');
  await userEvent.click(await inDialog('button', 'Save'));
  await closed();
  expect(JSON.parse(requests[0]!.body)).toEqual({ title: 'Milk', description: '2 l' });
});

test('Cancel closes the dialog and the form starts empty next time', async () => {
  renderWithProviders(<AddItem />);
  await openDialog();
  await userEvent.type(await inDialog('textbox', 'Title'), 'Half typed');
  await userEvent.click(await inDialog('textbox', 'Description'));
  await userEvent.click(await inDialog('button', 'Cancel'));
  await closed();

  await openDialog();
  expect(await inDialog('textbox', 'Title')).toHaveValue('');
});

test('a server failure shows its detail and keeps the dialog open', async () => {
  apiServer.use(
    api.post('/api/v1/items/', ({ response }) =>
      response(422).json({ detail: [{ loc: ['body', 'title'], msg: 'String too long', type: 'x' }] }),
    ),
  );
  renderWithProviders(<AddItem />);
  await openDialog();
  await userEvent.type(await inDialog('textbox', 'Title'), 'Milk');
  await userEvent.click(await inDialog('button', 'Save'));

  expect(await screen.findByText('String too long')).toBeInTheDocument();
  expect(await inDialog('textbox', 'Title')).toHaveValue('Milk');
});
