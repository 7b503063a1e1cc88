import { Button } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@video-admin/shared-ui/testing';
import { ActionButton } from '../action-button';
import { RowButtonLook } from '../row-button-look';

// A row button is a plain <button> wearing Fluent's small secondary Button class names (computed
// once per table): it must look and behave like the Fluent Button it stands for. Row actions are
// never primary: the screen's one primary action is its own (新建模板).

function renderBoth(props: { disabled?: boolean; opensDialog?: boolean }) {
  const onClick = jest.fn();
  renderWithProviders(
    <>
      <Button size="small" appearance="secondary" disabled={props.disabled} icon={<EditRegular />}>
        fluent
      </Button>
      <Button size="small" appearance="primary" disabled={props.disabled} icon={<EditRegular />}>
        primary
      </Button>
      <RowButtonLook>
        <ActionButton disabled={props.disabled} opensDialog={props.opensDialog} icon={<EditRegular />} onClick={onClick}>
          row
        </ActionButton>
      </RowButtonLook>
    </>,
  );
  const fluent = screen.getByRole('button', { name: 'fluent' });
  const row = screen.getByRole('button', { name: 'row' });
  const primary = screen.getByRole('button', { name: 'primary' });
  return { fluent, row, primary, onClick };
}

const iconOf = (button: HTMLElement) => button.querySelector('span')!;

it.each([false, true])(
  'a row button (disabled: %s) has the class names of Fluent’s small secondary Button, not the primary one',
  (disabled) => {
    const { fluent, row, primary } = renderBoth({ disabled });
    expect(row.className).toBe(fluent.className);
    expect(row.className).not.toBe(primary.className);
    expect(iconOf(row).className).toBe(iconOf(fluent).className);
    expect(row).toHaveAttribute('type', 'button');
    if (disabled) expect(row).toBeDisabled();
  },
);

it('runs its action on a click and from the keyboard', async () => {
  const { row, onClick } = renderBoth({});
  await userEvent.click(row);
  row.focus();
  await userEvent.keyboard('{Enter}');
  expect(onClick).toHaveBeenCalledTimes(2);
});

it('marks itself as where focus returns only when it opens a dialog', () => {
  const { row } = renderBoth({ opensDialog: true });
  expect(row.getAttribute('data-tabster')).toContain('restorer');
});

it('is no focus-return target when it opens no dialog', () => {
  const { row } = renderBoth({});
  expect(row).not.toHaveAttribute('data-tabster');
});

it('while busy it is disabled and shows a spinner in place of its icon, once the spinner code arrives', async () => {
  renderWithProviders(
    <RowButtonLook>
      <ActionButton busy icon={<EditRegular data-testid="icon" />} onClick={() => {}}>
        row
      </ActionButton>
    </RowButtonLook>,
  );
  expect(screen.getByRole('button', { name: 'row' })).toBeDisabled();
  expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  expect(screen.queryByTestId('icon')).toBeNull();
});

it('says plainly when it is used outside a table', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() =>
    renderWithProviders(
      <ActionButton icon={<EditRegular />} onClick={() => {}}>
        row
      </ActionButton>,
    ),
  ).toThrow(/inside <RowButtonLook>/);
});
