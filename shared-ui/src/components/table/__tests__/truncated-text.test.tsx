import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { TruncatedText } from '../truncated-text';
import { tooltipPlace } from '../tooltip-place';

const LONG = 'A very long template name that does not fit its column';

/** Draws every element `scroll` px wide inside `client` px, as a cut text is. */
function drawWidths(scroll: number, client: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scroll);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
}

afterEach(() => jest.restoreAllMocks());

test('a text that fits is plain text: no tab stop, no tooltip', async () => {
  drawWidths(100, 240);
  renderWithProviders(<TruncatedText text="Short" />);
  const text = screen.getByText('Short');
  expect(text).not.toHaveAttribute('tabindex');
  fireEvent.focus(text);
  fireEvent.pointerEnter(text);
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

test('a cut text takes the focus and shows its whole text in a tooltip until Escape or blur', async () => {
  drawWidths(600, 240);
  renderWithProviders(
    <>
      <TruncatedText text={LONG} />
      <button type="button">next</button>
    </>,
  );
  const text = screen.getByText(LONG);
  expect(text).toHaveAttribute('tabindex', '0');

  await userEvent.tab();
  expect(text).toHaveFocus();
  expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG);
  // Placed once measured, and then seen.
  expect(screen.getByRole('tooltip')).toBeVisible();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

  await userEvent.tab({ shift: true });
  await userEvent.tab();
  expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  await userEvent.tab();
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

test('on hover the tooltip shows, and stays while the pointer moves onto it', async () => {
  drawWidths(600, 240);
  renderWithProviders(<TruncatedText text={LONG} />);
  const text = screen.getByText(LONG);
  await userEvent.hover(text);
  const tooltip = await screen.findByRole('tooltip');
  fireEvent.pointerLeave(text);
  fireEvent.pointerEnter(tooltip);
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(screen.getByRole('tooltip')).toBeInTheDocument();
  fireEvent.pointerLeave(tooltip);
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

test('a text a rule shortened shows what the rule leaves, and the whole text on focus', async () => {
  drawWidths(100, 240);
  const prompt = '长'.repeat(150);
  renderWithProviders(<TruncatedText text={prompt} shown={`${'长'.repeat(100)}...`} />);
  const shown = screen.getByText(`${'长'.repeat(100)}...`);
  expect(shown).toHaveAttribute('tabindex', '0');
  fireEvent.focus(shown);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(prompt);
});

test('the tooltip goes under its text, above it without room below, and never past the window', () => {
  const view = { width: 400, height: 800 };
  const size = { width: 200, height: 60 };
  expect(tooltipPlace({ left: 50, right: 250, top: 100, bottom: 120 }, size, view)).toEqual({ left: 50, top: 124 });
  expect(tooltipPlace({ left: 50, right: 250, top: 760, bottom: 780 }, size, view)).toEqual({ left: 50, top: 696 });
  expect(tooltipPlace({ left: 300, right: 390, top: 100, bottom: 120 }, size, view)).toEqual({ left: 196, top: 124 });
});
