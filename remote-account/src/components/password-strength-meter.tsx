import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useAccountTranslation } from '../i18n';
import { PASSWORD_STRENGTH_MAX, strengthReading } from '../model/password-strength';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  segments: { display: 'flex', flexGrow: 1, gap: tokens.spacingHorizontalXS },
  segment: { flexGrow: 1, height: '4px', borderRadius: tokens.borderRadiusSmall, backgroundColor: tokens.colorNeutralStroke2 },
  low: { backgroundColor: tokens.colorPaletteRedBackground3 },
  medium: { backgroundColor: tokens.colorPaletteDarkOrangeBackground3 },
  high: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  label: { minWidth: '56px', textAlign: 'end', color: tokens.colorNeutralForeground2 },
});

export interface PasswordStrengthMeterProps {
  password: string;
  max?: number;
}

/** Segments filled by the strength of the password being chosen, with a Low / Medium / High label once one is typed. */
export function PasswordStrengthMeter({ password, max = PASSWORD_STRENGTH_MAX }: PasswordStrengthMeterProps) {
  const styles = useStyles();
  const { t } = useAccountTranslation();
  const { value, filled, level } = strengthReading(password, max);
  const label = level ? t(`strength.${level}`) : undefined;
  const colour = level ? styles[level] : undefined;
  return (
    <div
      className={styles.root}
      role="meter"
      aria-label={t('strength.label')}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={label}
    >
      <div className={styles.segments} aria-hidden>
        {Array.from({ length: max }, (_, index) => (
          <span key={index} data-filled={index < filled} className={mergeClasses(styles.segment, index < filled && colour)} />
        ))}
      </div>
      <Text size={200} className={styles.label}>
        {label}
      </Text>
    </div>
  );
}
