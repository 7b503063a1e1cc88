import { TableCell, TableRow, mergeClasses } from '@fluentui/react-components';
import { formatDateTime } from '@video-admin/shared-ui';
import type { UserPublic } from '@video-admin/shared-ui/contract';
import { ResponsiveTable, TruncatedText, useResponsiveTableStyles } from '@video-admin/shared-ui/lists';
import { useUsersTranslation } from '../../i18n';
import { userLimits } from '../model/superuser-rule';
import { RoleBadges } from './role-badges';
import { UserRowActions } from './user-row-actions';
import { useUsersStyles } from './users.styles';

export interface UsersTableProps {
  /** undefined while the page loads: the table shows skeleton rows instead. */
  users: UserPublic[] | undefined;
  /** Rows of skeleton while loading: the page size. */
  skeletonRows: number;
  currentUserId: string | undefined;
  /** The number of active superusers, once known. */
  activeSuperusers: number | undefined;
}

const COLUMNS = ['email', 'name', 'roles', 'active', 'superuser', 'created', 'lastLogin'] as const;

/** One page of users; on a phone each is a card (its e-mail and menu first). */
export function UsersTable({ users, skeletonRows, currentUserId, activeSuperusers }: UsersTableProps) {
  const { t } = useUsersTranslation();
  const styles = useUsersStyles();
  const columns = [
    ...COLUMNS.map((id) => ({ id, label: t(`table.${id}`) })),
    { id: 'actions', label: t('table.actions'), className: styles.actionsColumn },
  ];
  return (
    <ResponsiveTable
      label={t('table.label')}
      className={styles.table}
      columns={columns}
      rows={users}
      skeletonRows={skeletonRows}
      loadingLabel={t('table.loading')}
      renderRow={(user) => <UserRow key={user.id} user={user} currentUserId={currentUserId} activeSuperusers={activeSuperusers} />}
    />
  );
}

function UserRow({
  user,
  currentUserId,
  activeSuperusers,
}: {
  user: UserPublic;
  currentUserId: string | undefined;
  activeSuperusers: number | undefined;
}) {
  const { t } = useUsersTranslation();
  const shared = useResponsiveTableStyles();
  const styles = useUsersStyles();
  const line = mergeClasses(shared.cell, styles.cardLine);
  return (
    <TableRow role="row" className={mergeClasses(shared.row, shared.card)}>
      <TableCell role="cell" className={mergeClasses(shared.cell, styles.cardTitle)}>
        <TruncatedText text={user.email} className={styles.text} />
        {user.id === currentUserId ? <span className={styles.muted}> {t('table.you')}</span> : null}
      </TableCell>
      <TableCell role="cell" className={line}>
        {user.full_name ? <TruncatedText text={user.full_name} className={styles.text} /> : <span className={styles.muted}>—</span>}
      </TableCell>
      <TableCell role="cell" className={line}>
        <RoleBadges user={user} />
      </TableCell>
      <TableCell role="cell" className={line}>
        {user.is_active ? t('table.isActive') : <span className={styles.muted}>{t('table.isInactive')}</span>}
      </TableCell>
      {/* A card shows it among the roles (超级管理员) already. */}
      <TableCell role="cell" className={mergeClasses(shared.cell, styles.notOnCard)}>
        {user.is_superuser ? t('table.yes') : t('table.no')}
      </TableCell>
      <TableCell role="cell" className={line}>
        {formatDateTime(user.created_at)}
      </TableCell>
      <TableCell role="cell" className={line}>
        {user.last_login_at ? (
          <>
            <span className={styles.onlyOnCard}>{t('table.lastLogin')} </span>
            {formatDateTime(user.last_login_at)}
          </>
        ) : (
          <span className={styles.muted}>{t('table.neverSignedIn')}</span>
        )}
      </TableCell>
      <TableCell role="cell" className={mergeClasses(shared.cell, styles.cardActions)}>
        <UserRowActions user={user} limits={userLimits(user, currentUserId, activeSuperusers)} />
      </TableCell>
    </TableRow>
  );
}
