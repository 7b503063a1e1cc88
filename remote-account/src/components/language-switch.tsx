import { makeStyles, tokens } from '@fluentui/react-components';
import { useLanguagePreference, type Language } from 'shared-ui';
import { useAccountTranslation } from '../i18n';

const useStyles = makeStyles({
  // At the form's top end, out of the way of its fields.
  switch: { alignSelf: 'flex-end', fontSize: tokens.fontSizeBase200 },
  // A native select takes the theme's colours (dark too) and the page's font.
  select: { font: 'inherit', color: tokens.colorNeutralForeground1, backgroundColor: tokens.colorNeutralBackground1 },
});

// Each language by its own name, so a visitor who cannot read the one on show still finds theirs.
const LANGUAGES: { value: Language; name: string }[] = [
  { value: 'en', name: 'English' },
  { value: 'zh-CN', name: '中文' },
];

/**
 * The sign-in screens' language, switched at once and kept in this browser like the choice in
 * Settings. A native select: it is tiny, and keyboard and screen readers know it. With nothing
 * chosen it shows the screen's default, and leaving it alone keeps that default.
 */
export function LanguageSwitch() {
  const styles = useStyles();
  const { t, lng } = useAccountTranslation();
  const [, setLanguage] = useLanguagePreference();
  return (
    <label className={styles.switch}>
      {t('appearance.language')}{' '}
      <select className={styles.select} value={lng} onChange={(event) => void setLanguage(event.target.value as Language)}>
        {LANGUAGES.map(({ value, name }) => (
          <option key={value} value={value} lang={value}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
