import { makeStyles, mergeClasses, Title2, tokens } from '@fluentui/react-components';
import { SuperuserGate, type SuperuserGateProps } from '@video-admin/shared-ui';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // No browser margin above the h1: every screen's title stands at the same height.
  heading: { margin: 0 },
});

export interface BackOfficePageProps extends SuperuserGateProps {
  /** The screen's h1. */
  title: string;
  /** The screen's language: in the default mix it differs from the page's. */
  lang: string;
  /** The page's own class, merged after the shared one (another gap, a min width). */
  className?: string;
}

/** A back-office screen: its title, then its content for those who hold `permission` (SuperuserGate's states otherwise). */
export function BackOfficePage({ title, lang, className, ...gate }: BackOfficePageProps) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.page, className)} lang={lang}>
      <Title2 as="h1" className={styles.heading}>
        {title}
      </Title2>
      <SuperuserGate {...gate} />
    </div>
  );
}
