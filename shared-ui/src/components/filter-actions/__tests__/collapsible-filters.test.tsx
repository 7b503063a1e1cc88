import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CollapsibleFilters, filtersInForce } from '../collapsible-filters';

test('counts the filters that hold a value', () => {
  expect(filtersInForce({ template_name: '春节', template_platform: 'keling', template_id: '', template_status: ' ' })).toBe(2);
  expect(filtersInForce({ task_id: null, user_id: undefined })).toBe(0);
});

test('the button tells whether the fields it folds are shown, and the fields keep what was typed', async () => {
  renderWithProviders(
    <CollapsibleFilters label="筛选 (1)">
      <form role="search" aria-label="筛选条件">
        <input aria-label="模板名称" />
      </form>
    </CollapsibleFilters>,
  );
  const toggle = screen.getByRole('button', { name: '筛选 (1)' });
  const fields = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  expect(fields).toContainElement(screen.getByRole('search', { name: '筛选条件' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await userEvent.type(screen.getByRole('textbox', { name: '模板名称' }), '春节');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(screen.getByRole('textbox', { name: '模板名称' })).toHaveValue('春节');
});
