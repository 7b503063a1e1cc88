import { Button } from '@fluentui/react-components';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DialogFrame } from '../dialog-frame';
import { DialogPanel } from '../dialog-panel';

/** A dialog opened from a button and closed by whatever asks it to, as the screens use one. */
function AboutBox({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>About</Button>
      <DialogFrame open={open} onClose={close} surfaceClassName="about-surface" lang="zh-CN">
        <DialogPanel
          title="About this app"
          contentProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Release notes' }}
          actions={
            <Button appearance="primary" onClick={close}>
              Close
            </Button>
          }
        >
          <p>Version 2</p>
        </DialogPanel>
      </DialogFrame>
    </>
  );
}

test('the title names the dialog, which holds the content and the actions in its own language', async () => {
  render(<AboutBox />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'About' }));
  const dialog = await screen.findByRole('dialog', { name: 'About this app' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAttribute('lang', 'zh-CN');
  expect(dialog).toHaveClass('about-surface');
  expect(screen.getByRole('heading', { name: 'About this app' })).toBeInTheDocument();
  const region = screen.getByRole('region', { name: 'Release notes' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(region).toHaveTextContent('Version 2');
  expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
});

test('Escape, the backdrop and the close button each close it', async () => {
  const onClose = jest.fn();
  render(<AboutBox onClose={onClose} />);
  const open = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'About' }));
    return screen.findByRole('dialog', { name: 'About this app' });
  };

  await open();
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  const dialog = await open();
  const backdrop = dialog.parentElement?.querySelector('.fui-DialogSurface__backdrop');
  expect(backdrop).toBeInstanceOf(HTMLElement);
  await userEvent.click(backdrop as HTMLElement);
  expect(onClose).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(3);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a frame the caller keeps open stays open on Escape', async () => {
  const onClose = jest.fn();
  render(
    <DialogFrame onClose={onClose}>
      <DialogPanel title="Saving" actions={null}>
        <p>Please wait</p>
      </DialogPanel>
    </DialogFrame>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Saving' });
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(dialog).toBeInTheDocument();
});

test('closed after the focus dropped to the page (a click on a button that closes it, a confirm() on the way out), the focus returns to what opened it', async () => {
  render(<AboutBox />);
  const opener = screen.getByRole('button', { name: 'About' });
  await userEvent.click(opener);
  await screen.findByRole('dialog', { name: 'About this app' });
  // As Chrome does when a focused element becomes disabled or hidden while the dialog closes.
  (document.activeElement as HTMLElement).blur();
  expect(document.activeElement).toBe(document.body);

  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());
});

test('the focus the person moved elsewhere meanwhile is left where it is', async () => {
  render(
    <>
      <AboutBox />
      <input aria-label="Elsewhere" />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'About' }));
  await screen.findByRole('dialog', { name: 'About this app' });
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  screen.getByRole('textbox', { name: 'Elsewhere', hidden: true }).focus();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByRole('textbox', { name: 'Elsewhere', hidden: true })).toHaveFocus();
});
