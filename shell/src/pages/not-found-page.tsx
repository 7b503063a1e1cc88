import { Body1, Button, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { useShellTranslation } from '../i18n';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    textAlign: 'center',
  },
  code: { fontSize: '96px', lineHeight: '1', fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1 },
});

export default function NotFoundPage() {
  const { t } = useShellTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <main className={styles.root} data-testid="not-found">
      <span className={styles.code}>{t('notFound.code')}</span>
      <Title1 as="h1">{t('notFound.title')}</Title1>
      <Body1 as="p">{t('notFound.text')}</Body1>
      {/* A button, not a link wrapping one: one control, one tab stop. */}
      <Button appearance="primary" onClick={() => navigate('/')}>
        {t('notFound.goBack')}
      </Button>
    </main>
  );
}
