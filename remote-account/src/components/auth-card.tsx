import { makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import type { FormEventHandler, ReactNode } from 'react';
import { useLanguagePreference, type Language } from '@video-admin/shared-ui';
import { useAccountTranslation } from '../i18n';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: tokens.spacingHorizontalL },
  form: { width: '100%', maxWidth: '380px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // The language switch, at the form's top end, out of the way of its fields.
  language: { alignSelf: 'flex-end' },
  // A native select takes the theme's colours (dark too) and the page's font.
  select: {
    fontFamily: 'inherit',
    fontSize: 'inherit',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  appName: { margin: 0, textAlign: 'center', color: tokens.colorBrandForeground1 },
  title: { textAlign: 'center', marginBottom: tokens.spacingVerticalS },
});

export interface AuthCardProps {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * The centred, narrow form every public account screen uses, under the app's name, with the
 * screens' language switch: a native select (tiny, and known to keyboards and screen readers) that
 * switches at once and is kept in this browser like the choice in Settings. With nothing chosen it
 * shows the screens' default, and leaving it alone keeps that default.
 */
export function AuthCard({ title, onSubmit, children }: AuthCardProps) {
  const styles = useStyles();
  const { t, lng } = useAccountTranslation();
  const [, setLanguage] = useLanguagePreference();
  return (
    <main className={styles.page}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <label className={styles.language}>
          {t('appearance.language')}{' '}
          <select
            name="language"
            className={styles.select}
            value={lng}
            onChange={(event) => void setLanguage(event.target.value as Language)}
          >
            {/* Each language by its own name, so a visitor who cannot read the one on show still finds theirs. */}
            <option value="en" lang="en">
              English
            </option>
            <option value="zh-CN" lang="zh-CN">
              中文
            </option>
          </select>
        </label>
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
