import { Body1, Button, makeStyles, mergeClasses, Title1, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { useCommonTranslation } from '../i18n/common';
import { useInsideMainLandmark } from './route-contexts';

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
  // Inside the layout's <main>, below its top bar: centred in the space left, with no scrolling.
  inLayout: { minHeight: '60vh' },
  code: { fontSize: '96px', lineHeight: '1', fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1 },
});

/**
 * The one not-found page: the shell's for unknown top-level paths, and every remote's for unknown
 * paths below its mount (RemoteRoutes). Its code is fetched the first time it shows (see
 * components/lazy-components.tsx).
 */
export function NotFoundPage() {
  const { t } = useCommonTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const inLayout = useInsideMainLandmark();
  // The page's own landmark, unless it shows inside the layout's (one <main> per page).
  const Root = inLayout ? 'div' : 'main';
  return (
    <Root className={mergeClasses(styles.root, inLayout && styles.inLayout)} data-testid="not-found">
      <span className={styles.code}>{t('notFound.code')}</span>
      <Title1 as="h1">{t('notFound.title')}</Title1>
      <Body1 as="p">{t('notFound.text')}</Body1>
      {/* A button, not a link wrapping one: one control, one tab stop. */}
      <Button appearance="primary" onClick={() => navigate('/')}>
        {t('notFound.goBack')}
      </Button>
    </Root>
  );
}
