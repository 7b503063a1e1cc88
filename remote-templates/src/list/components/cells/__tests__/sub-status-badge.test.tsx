import { Badge, type BadgeProps } from '@fluentui/react-components';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@video-admin/shared-ui/testing';
import { useCellLook } from '../cell-look';
import { subStatusBadge } from '../sub-status-badge';

// The sub-status cell is a <div> wearing Fluent's tint Badge class names (computed once per table):
// it must look exactly like the Badge it stands for.

function Cell({ subStatus }: { subStatus: string | null }) {
  return <span data-testid="cell">{subStatusBadge(useCellLook(), subStatus)}</span>;
}

it.each([
  ['UNREVIEWED', '待审核', 'informative'],
  ['IN_QUEUE', '排队中', 'brand'],
  ['GENERATION_FAILED', '生成失败', 'danger'],
  ['AUDIT_FAILED', '审核失败', 'danger'],
  ['AUDIT_PENDING', '审核中', 'warning'],
  ['SOMETHING_NEW', 'SOMETHING_NEW', 'subtle'],
] as const)('%s shows %s with the class names of Fluent’s %s tint Badge', async (subStatus, text, color: BadgeProps['color']) => {
  renderWithProviders(
    <>
      <Badge appearance="tint" color={color} data-testid="fluent">
        {text}
      </Badge>
      <Cell subStatus={subStatus} />
    </>,
  );
  const cell = await screen.findByTestId('cell');
  const badge = cell.firstElementChild as HTMLElement;
  expect(badge.tagName).toBe('DIV');
  expect(badge).toHaveTextContent(text);
  expect(badge.className).toBe(screen.getByTestId('fluent').className);
});

it('shows nothing without a sub-status', async () => {
  renderWithProviders(<Cell subStatus={null} />);
  expect(await screen.findByTestId('cell')).toBeEmptyDOMElement();
});

it('stays on one line however narrow its column (never a character per line)', async () => {
  renderWithProviders(<Cell subStatus="GENERATION_FAILED" />);
  const badge = (await screen.findByTestId('cell')).firstElementChild as HTMLElement;
  expect(badge).toHaveTextContent('生成失败');
  expect(badge).toHaveStyle({ whiteSpace: 'nowrap' });
});
