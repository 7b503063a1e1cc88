import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyOnFirstUse } from '../lazy-on-first-use';

// Code split off a screen: fetched when first rendered, in a boundary of its own, or ahead with
// preload when the screen shows it at once.

const Note = ({ text }: { text: string }) => <p>{text}</p>;

test('fetched at its first render, it waits in its own boundary while the screen shows', async () => {
  const load = jest.fn(async () => Note);
  const LazyNote = lazyOnFirstUse(load, { fallback: () => <p>note coming</p> });
  expect(load).not.toHaveBeenCalled();
  render(
    <Suspense fallback={<p>screen loader</p>}>
      <h1>screen</h1>
      <LazyNote text="later" />
    </Suspense>,
  );
  expect(screen.getByRole('heading', { name: 'screen' })).toBeInTheDocument();
  expect(screen.getByText('note coming')).toBeInTheDocument();
  expect(await screen.findByText('later')).toBeInTheDocument();
  expect(screen.queryByText('screen loader')).not.toBeInTheDocument();
});

test('preloaded, it renders with the screen, without its fallback', async () => {
  const load = jest.fn(async () => Note);
  const LazyNote = lazyOnFirstUse(load, { fallback: () => <p>note coming</p> });
  await LazyNote.preload();
  render(<LazyNote text="at once" />);
  expect(screen.getByText('at once')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a dialog renders nothing until first open, then stays mounted', async () => {
  const Dialog = lazyOnFirstUse(
    async () =>
      ({ open }: { open: boolean }) => <p>dialog {open ? 'open' : 'closed'}</p>,
    {
      isOpen: ({ open }) => open,
    },
  );
  const { rerender } = render(<Dialog open={false} />);
  expect(screen.queryByText(/dialog/)).not.toBeInTheDocument();
  rerender(<Dialog open />);
  expect(await screen.findByText('dialog open')).toBeInTheDocument();
  rerender(<Dialog open={false} />);
  expect(screen.getByText('dialog closed')).toBeInTheDocument();
});
