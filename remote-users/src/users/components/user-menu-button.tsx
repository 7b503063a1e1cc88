import { Button, useRestoreFocusTarget, type ButtonProps } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons/svg/more-horizontal';
import { forwardRef } from 'react';
import { useUsersTranslation } from '../../i18n';

export type UserMenuButtonProps = { email: string } & ButtonProps;

/** The row's "more" button: the same before and after the menu's code has arrived. */
export const UserMenuButton = forwardRef<HTMLButtonElement, UserMenuButtonProps>(function UserMenuButton({ email, ...props }, ref) {
  const { t } = useUsersTranslation();
  // The entry that opened a dialog is gone when it closes: focus comes back to the menu button.
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <Button
      {...props}
      ref={ref}
      appearance="subtle"
      icon={<MoreHorizontalRegular />}
      aria-label={t('actions.menu', { email })}
      {...restoreFocusTarget}
    />
  );
});
