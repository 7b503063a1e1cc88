import { Button, Input, type InputProps } from '@fluentui/react-components';
import { EyeOffRegular } from '@fluentui/react-icons/svg/eye-off';
import { EyeRegular } from '@fluentui/react-icons/svg/eye';
import { forwardRef, useState } from 'react';
import { useAccountTranslation } from '../i18n';

/** A password field with a button that shows or hides what was typed. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(function PasswordInput(props, ref) {
  const { t } = useAccountTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      ref={ref}
      type={visible ? 'text' : 'password'}
      contentAfter={
        <Button
          appearance="transparent"
          size="small"
          icon={visible ? <EyeOffRegular /> : <EyeRegular />}
          aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
});
