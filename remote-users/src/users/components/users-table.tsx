import { TableCell, TableRow, mergeClasses } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { formatDateTime } from '@video-admin/shared-ui';
import type { UserPublic } from '@video-admin/shared-ui/contract';
import { ResponsiveTable, TruncatedText, useResponsiveTableStyles } from '@video-admin/shared-ui/lists';
import type { Density } from '@video-admin/shared-ui/views';
import { useDensityStyles } from '@video-admin/shared-ui/views';
import { useUsersTranslation } from '../../i18n';
import type { UserColumn, UserColumnId } from '../model/user-columns';
import { userLimits } from '../model/superuser-rule';
import { RoleBadges } from './role-badges';
import { UserRowActions } from './user-row-actions';
import { useUsersStyles } from './users.styles';

export interface UsersTableProps {
  /** undefined while the page loads: the table shows skeleton rows instead. */
  users: UserPublic[] | undefined;
  /** The columns shown, in order (the person's choice). */
  columns: readonly UserColumn[];
  density: Density;
  /** Rows of skeleton while loading: the page size. */
  skeletonRows: number;
  currentUserId: string | undefined;
  /** The number of active superusers, once known. */
  activeSuperusers: number | undefined;
}

/** One page of users, in the columns chosen; on a phone each is a card (its e-mail and menu first). */
export function UsersTable({ users, columns, density, skeletonRows, currentUserId, activeSuperusers }: UsersTableProps) {
  const { t } = useUsersTranslation();
  const styles = useUsersStyles();
  const densities = useDensityStyles();
  const headers = columns.map((column) => ({
    id: column.id,
    label: column.label,
    ...(column.id === 'actions' ? { className: styles.actionsColumn } : {}),
  }));
  return (
    <ResponsiveTable
      label={t('table.label')}
      className={mergeClasses(styles.table, densities[density])}
      columns={headers}
      rows={users}
      skeletonRows={skeletonRows}
      loadingLabel={t('table.loading')}
      renderRow={(user) => (
        <UserRow key={user.id} user={user} columns={columns} currentUserId={currentUserId} activeSuperusers={activeSuperusers} />
      )}
    />
  );
}

function UserRow({
  user,
  columns,
  currentUserId,
  activeSuperusers,
}: {
  user: UserPublic;
  columns: readonly UserColumn[];
  currentUserId: string | undefined;
  activeSuperusers: number | undefined;
}) {
  const { t } = useUsersTranslation();
  const shared = useResponsiveTableStyles();
  const styles = useUsersStyles();
  const line = mergeClasses(shared.cell, styles.cardLine);
  const cells: Record<UserColumnId, () => ReactNode> = {
    email: () => (
      <TableCell key="email" role="cell" className={mergeClasses(shared.cell, styles.cardTitle)}>
        <TruncatedText text={user.email} className={styles.text} />
        {user.id === currentUserId ? <span className={styles.muted}> {t('table.you')}</span> : null}
      </TableCell>
    ),
    name: () => (
      <TableCell key="name" role="cell" className={line}>
        {user.full_name ? <TruncatedText text={user.full_name} className={styles.text} /> : <span className={styles.muted}>—</span>}
      </TableCell>
    ),
    roles: () => (
      <TableCell key="roles" role="cell" className={line}>
        <RoleBadges user={user} />
      </TableCell>
    ),
    active: () => (
      <TableCell key="active" role="cell" className={line}>
        {user.is_active ? t('table.isActive') : <span className={styles.muted}>{t('table.isInactive')}</span>}
      </TableCell>
    ),
    // A card shows it among the roles (超级管理员) already.
    superuser: () => (
      <TableCell key="superuser" role="cell" className={mergeClasses(shared.cell, styles.notOnCard)}>
        {user.is_superuser ? t('table.yes') : t('table.no')}
      </TableCell>
    ),
    created: () => (
      <TableCell key="created" role="cell" className={line}>
        {formatDateTime(user.created_at)}
      </TableCell>
    ),
    lastLogin: () => (
      <TableCell key="lastLogin" role="cell" className={line}>
        {user.last_login_at ? (
          <>
            <span className={styles.onlyOnCard}>{t('table.lastLogin')} </span>
            {formatDateTime(user.last_login_at)}
          </>
        ) : (
          <span className={styles.muted}>{t('table.neverSignedIn')}</span>
        )}
      </TableCell>
    ),
    actions: () => (
      <TableCell key="actions" role="cell" className={mergeClasses(shared.cell, styles.cardActions)}>
        <UserRowActions user={user} limits={userLimits(user, currentUserId, activeSuperusers)} />
      </TableCell>
    ),
  };
  return (
    <TableRow role="row" className={mergeClasses(shared.row, shared.card)}>
      {columns.map((column) => cells[column.id]())}
    </TableRow>
  );
}
