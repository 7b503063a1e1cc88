import { Field, Radio, RadioGroup, Subtitle1 } from '@fluentui/react-components';
import { useLanguagePreference, useThemePreference, type LanguagePreference, type ThemePreference } from '@video-admin/shared-ui';
import { useSettingsTabTranslation } from '../tab-texts-i18n';
import { useSettingsStyles } from './settings.styles';

const THEMES: ThemePreference[] = ['system', 'light', 'dark'];
const LANGUAGES: LanguagePreference[] = ['default', 'en', 'zh-CN'];

/** Theme (and interface language) applied the moment they are picked and kept in this browser. */
export function Appearance() {
  const { t } = useSettingsTabTranslation();
  const styles = useSettingsStyles();
  const [theme, setTheme] = useThemePreference();
  const [language, setLanguage] = useLanguagePreference();

  return (
    <div className={styles.section}>
      <Subtitle1 as="h2" className={styles.heading}>
        {t('appearance.heading')}
      </Subtitle1>
      <Field label={t('appearance.theme')}>
        {/* The FastAPI full-stack template's test ids: its end-to-end tests pick the theme with them. */}
        <RadioGroup value={theme} onChange={(_, data) => setTheme(data.value as ThemePreference)} data-testid="theme-button">
          {THEMES.map((value) => (
            <Radio key={value} value={value} label={t(`appearance.themes.${value}`)} data-testid={`${value}-mode`} />
          ))}
        </RadioGroup>
      </Field>
      <Field label={t('appearance.language')}>
        <RadioGroup value={language} onChange={(_, data) => void setLanguage(data.value as LanguagePreference)}>
          {LANGUAGES.map((value) => (
            <Radio key={value} value={value} label={t(`appearance.languages.${value}`)} />
          ))}
        </RadioGroup>
      </Field>
    </div>
  );
}
