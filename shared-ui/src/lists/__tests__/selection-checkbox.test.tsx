import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectionCheckbox } from '../selection-checkbox';

test('a labelled checkbox; a mixed one shows mixed and selects the rest when pressed', async () => {
  const onChange = jest.fn();
  const { rerender } = render(<SelectionCheckbox checked="mixed" onChange={onChange} label="选择本页全部" />);
  const box = screen.getByRole('checkbox', { name: '选择本页全部' });
  expect(box).toBePartiallyChecked();
  await userEvent.click(box);
  expect(onChange).toHaveBeenLastCalledWith(true);

  rerender(<SelectionCheckbox checked onChange={onChange} label="选择本页全部" />);
  expect(box).toBeChecked();
  box.focus();
  await userEvent.keyboard(' ');
  expect(onChange).toHaveBeenLastCalledWith(false);
});
