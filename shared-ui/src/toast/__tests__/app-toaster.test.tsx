import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useAppToast } from '../app-toaster';

// Counts how often the toaster's code is fetched (the module is evaluated on its first import).
let toasterLoads = 0;
jest.mock('../fluent-toaster', () => {
  toasterLoads += 1;
  return jest.requireActual('../fluent-toaster');
});

function ToastButtons() {
  const toast = useAppToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Item created successfully.')}>
        success
      </button>
      <button
        type="button"
        onClick={() => {
          toast.show('error', 'First', 'asked first');
          toast.show('warning', 'Second', 'asked in the same click');
        }}
      >
        two at once
      </button>
    </>
  );
}

test("the toaster's code arrives with the first toast, and no toast asked for meanwhile is lost", async () => {
  const user = userEvent.setup();
  renderWithProviders(<ToastButtons />);
  await screen.findByRole('button', { name: 'success' });
  expect(toasterLoads).toBe(0);

  // Two toasts asked for before the toaster exists: both wait, then both show.
  await user.click(screen.getByRole('button', { name: 'two at once' }));
  expect(await screen.findByText('First')).toBeInTheDocument();
  expect(screen.getByText('asked first')).toBeInTheDocument();
  expect(screen.getByText('Second')).toBeInTheDocument();
  expect(screen.getByText('asked in the same click')).toBeInTheDocument();
  expect(toasterLoads).toBe(1);

  // Once loaded, a new toast shows directly, with its title and its description.
  await user.click(screen.getByRole('button', { name: 'success' }));
  expect(await screen.findByText('Success!')).toBeInTheDocument();
  expect(screen.getByText('Item created successfully.')).toBeInTheDocument();
  expect(toasterLoads).toBe(1);
});

function NamedToasts({ onOpen }: { onOpen: () => void }) {
  const toast = useAppToast();
  return (
    <>
      <button type="button" onClick={() => toast.show('success', 'Generated', 'save to keep it', { id: 'generated' })}>
        generate
      </button>
      <button type="button" onClick={() => toast.dismiss('generated')}>
        save
      </button>
      <button type="button" onClick={() => toast.show('success', 'Created', 'template #9', { action: { label: 'Open', onClick: onOpen } })}>
        create
      </button>
    </>
  );
}

test('a toast with an id replaces the one shown with it and goes when dismissed; an action runs and closes its toast', async () => {
  const user = userEvent.setup();
  const onOpen = jest.fn();
  renderWithProviders(<NamedToasts onOpen={onOpen} />);

  await user.click(await screen.findByRole('button', { name: 'generate' }));
  expect(await screen.findByText('Generated')).toBeInTheDocument();
  // Asked again: still one toast, not two stacked.
  await user.click(screen.getByRole('button', { name: 'generate' }));
  await waitFor(() => expect(screen.getAllByText('Generated')).toHaveLength(1));

  // Out of date: dismissed before its time is up.
  await user.click(screen.getByRole('button', { name: 'save' }));
  await waitFor(() => expect(screen.queryByText('Generated')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'create' }));
  await user.click(await screen.findByRole('button', { name: 'Open' }));
  expect(onOpen).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByText('Created')).not.toBeInTheDocument());
});
