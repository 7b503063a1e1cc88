import { makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import type { FormEventHandler, ReactNode } from 'react';
import { useAccountTranslation } from '../i18n';
import { LanguageSwitch } from './language-switch';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: tokens.spacingHorizontalL },
  form: { width: '100%', maxWidth: '380px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  appName: { margin: 0, textAlign: 'center', color: tokens.colorBrandForeground1 },
  title: { textAlign: 'center', marginBottom: tokens.spacingVerticalS },
});

export interface AuthCardProps {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** The centred, narrow form every public account screen uses, under the app's name. */
export function AuthCard({ title, onSubmit, children }: AuthCardProps) {
  const styles = useStyles();
  const { t } = useAccountTranslation();
  return (
    <main className={styles.page}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <LanguageSwitch />
        <Text as="p" size={500} weight="semibold" className={styles.appName}>
          {t('appName')}
        </Text>
        <Title2 as="h1" className={styles.title}>
          {title}
        </Title2>
        {children}
      </form>
    </main>
  );
}
