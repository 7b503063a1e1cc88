import { fireEvent, render, screen } from '@testing-library/react';
import { useSidewaysScrollCue } from '../sideways-scroll-cue';

function Box() {
  const ref = useSidewaysScrollCue();
  return (
    <div ref={ref} role="region" aria-label="box">
      <table />
    </div>
  );
}

/** A box 600 px wide over a table of `width` px, scrolled to `left`. */
function sizeBox(box: HTMLElement, width: number, left = 0) {
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: 600 });
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: width });
  box.scrollLeft = left;
  fireEvent.scroll(box);
}

test('a table that fits its box is marked on neither side', () => {
  render(<Box />);
  const box = screen.getByRole('region', { name: 'box' });
  sizeBox(box, 600);
  expect(box).not.toHaveAttribute('data-more-start');
  expect(box).not.toHaveAttribute('data-more-end');
});

test('a wider table is marked on the side that has more, as it scrolls', () => {
  render(<Box />);
  const box = screen.getByRole('region', { name: 'box' });
  sizeBox(box, 900);
  expect(box).not.toHaveAttribute('data-more-start');
  expect(box).toHaveAttribute('data-more-end');

  sizeBox(box, 900, 150);
  expect(box).toHaveAttribute('data-more-start');
  expect(box).toHaveAttribute('data-more-end');

  sizeBox(box, 900, 300);
  expect(box).toHaveAttribute('data-more-start');
  expect(box).not.toHaveAttribute('data-more-end');
});
