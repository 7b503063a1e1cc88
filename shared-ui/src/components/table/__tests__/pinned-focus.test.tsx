import { fireEvent, render, waitFor } from '@testing-library/react';
import { clearingScroll } from '../pinned-focus';
import { revealBesidePins } from '../reveal-beside-pins';

const FREE = { left: 100, right: 500 };

test('a target inside the free part does not move the box', () => {
  expect(clearingScroll({ left: 200, right: 300 }, FREE)).toBe(0);
});

test('a target under the pins at the end is scrolled in, with room for its focus ring', () => {
  // 40px under the end pins: scroll on 40px and the clearance.
  expect(clearingScroll({ left: 440, right: 540 }, FREE)).toBe(44);
});

test('a target under the pins at the start is scrolled back', () => {
  expect(clearingScroll({ left: 60, right: 160 }, FREE)).toBe(-44);
});

test('a target wider than the free part shows its start', () => {
  expect(clearingScroll({ left: 300, right: 900 }, FREE)).toBe(196);
});

function rect(left: number, right: number): DOMRect {
  return { left, right, top: 0, bottom: 20, width: right - left, height: 20, x: left, y: 0, toJSON: () => ({}) };
}

/** A scrolling box 600px wide at x 0 with a pinned id (0-80) and pinned actions (480-600), the header's last sort button at 450-520. */
function renderTable(position: 'sticky' | 'static') {
  render(
    <div data-testid="box" tabIndex={0} onFocus={revealBesidePins}>
      <table>
        <thead>
          <tr>
            <th data-pin="start" style={{ position }}>
              ID
            </th>
            <th>
              <button type="button">更新时间</button>
            </th>
            <th data-pin="end" style={{ position }}>
              <button type="button">操作</button>
            </th>
          </tr>
        </thead>
      </table>
    </div>,
  );
  const box = document.querySelector<HTMLElement>('[data-testid="box"]')!;
  const [id, , actions] = Array.from(document.querySelectorAll('th'));
  jest.spyOn(box, 'getBoundingClientRect').mockReturnValue(rect(0, 600));
  Object.defineProperty(box, 'clientWidth', { value: 600 });
  jest.spyOn(id!, 'getBoundingClientRect').mockReturnValue(rect(0, 80));
  jest.spyOn(actions!, 'getBoundingClientRect').mockReturnValue(rect(480, 600));
  const sort = document.querySelector('button')!;
  jest.spyOn(sort, 'getBoundingClientRect').mockReturnValue(rect(450, 520));
  return { box, sort, actions: actions!.querySelector('button')! };
}

test('focus on a sort button under the pinned actions scrolls the box until it clears them', async () => {
  const { box, sort } = renderTable('sticky');
  fireEvent.focus(sort);
  await waitFor(() => expect(box.scrollLeft).toBe(44));
});

test('a pinned control or the box itself moves nothing', async () => {
  const { box, actions } = renderTable('sticky');
  fireEvent.focus(actions);
  fireEvent.focus(box);
  await import('../pinned-focus');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(box.scrollLeft).toBe(0);
});

test('cells that do not stick cover nothing', async () => {
  const { box, sort } = renderTable('static');
  fireEvent.focus(sort);
  await import('../pinned-focus');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(box.scrollLeft).toBe(0);
});

test("focus on a pinned row button keeps the box's sideways position the browser would move", async () => {
  const { box, actions } = renderTable('sticky');
  box.scrollLeft = 120;
  fireEvent.focus(actions);
  // What a browser does after the focus event: bring the cell's unpinned place into view.
  box.scrollLeft = 900;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(box.scrollLeft).toBe(120);
});
