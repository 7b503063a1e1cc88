import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { preloadable } from '../preloadable';

// React.lazy with a preload: code the first screen needs renders at the first render once
// preloaded, instead of suspending once (React then keeps the fallback for 300 ms).

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

const inSuspense = (node: ReactNode) => (
  <Boundary>
    <Suspense fallback={<p>loading</p>}>{node}</Suspense>
  </Boundary>
);

test('preloaded, it renders at the first render, without the fallback; the code loads once', async () => {
  const load = jest.fn(async () => ({ default: Counter }));
  const Screen = preloadable(load);
  await Screen.preload();
  await Screen.preload();
  render(inSuspense(<Screen label="ready" />));
  expect(screen.getByRole('button', { name: 'ready 0' })).toBeInTheDocument();
  expect(screen.queryByText('loading')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('not preloaded, it suspends like React.lazy, and keeps its state once loaded', async () => {
  const Screen = preloadable(async () => ({ default: Counter }));
  const { rerender } = render(inSuspense(<Screen label="late" />));
  expect(screen.getByText('loading')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'late 0' }));
  // A later render keeps the same instance, and its state.
  rerender(inSuspense(<Screen label="late" />));
  expect(screen.getByRole('button', { name: 'late 1' })).toBeInTheDocument();
});

test('a failed preload shows at render, to the error boundary', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Screen = preloadable<{ label: string }>(() => Promise.reject(new Error('chunk unreachable')));
  await expect(Screen.preload()).rejects.toThrow('chunk unreachable');
  render(inSuspense(<Screen label="never" />));
  expect(await screen.findByText('failed: chunk unreachable')).toBeInTheDocument();
  await act(async () => {});
});
