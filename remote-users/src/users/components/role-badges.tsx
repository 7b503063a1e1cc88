import { Badge } from '@fluentui/react-components';
import type { UserPublic } from '@video-admin/shared-ui/contract';
import { useUsersTranslation } from '../../i18n';
import { sortedRoles } from '../model/roles';
import { useUsersStyles } from './users.styles';

/** A user's roles by name, 超级管理员 / Superuser first for a superuser; 无 / None without any. */
export function RoleBadges({ user }: { user: Pick<UserPublic, 'roles' | 'is_superuser'> }) {
  const { t } = useUsersTranslation();
  const styles = useUsersStyles();
  const roles = sortedRoles(user.roles);
  if (!user.is_superuser && roles.length === 0) return <span className={styles.muted}>{t('table.noRoles')}</span>;
  return (
    <span className={styles.roles}>
      {user.is_superuser ? (
        <Badge appearance="filled" color="important">
          {t('roles.superuser')}
        </Badge>
      ) : null}
      {roles.map((role) => (
        <Badge key={role} appearance="tint" color="brand">
          {t(`roles.${role}`)}
        </Badge>
      ))}
    </span>
  );
}
