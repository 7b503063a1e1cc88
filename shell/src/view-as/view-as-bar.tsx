import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { http } from '@video-admin/shared-ui';
import type { ViewAsPublic } from '@video-admin/shared-ui/contract';
import { useReleaseBarStyles } from '../releases/release-bar-styles';
import { VIEW_AS_URL } from './current-view-as';
import { useViewAsTranslation } from './view-as-texts';

// A colour of its own: never read as the preview's or a development override's bar.
const useStyles = makeStyles({
  viewAs: {
    backgroundColor: tokens.colorPaletteBerryBackground1,
    borderBottom: `1px solid ${tokens.colorPaletteBerryBorder1}`,
  },
});

/** Who is viewed, in the page's language: a role's name, or a person's name with their e-mail. */
export function viewedName(view: ViewAsPublic, language: string): string {
  const name = language === 'zh-CN' ? view.name['zh-CN'] : view.name.en;
  return view.email && view.email !== name ? `${name} (${view.email})` : name;
}

/**
 * Says, on every page, that a superuser sees the product as a role or a person, read-only, and
 * ends it: the server forgets the view and the page loads again as the superuser.
 */
export function ViewAsBar({ view, reload = () => window.location.reload() }: { view: ViewAsPublic; reload?: () => void }) {
  const barStyles = useReleaseBarStyles();
  const styles = useStyles();
  const { t, lng } = useViewAsTranslation();
  const [state, setState] = useState<'idle' | 'ending' | 'failed'>('idle');

  const end = () => {
    setState('ending');
    http.delete(VIEW_AS_URL).then(reload, () => setState('failed'));
  };

  return (
    <section className={mergeClasses(barStyles.bar, styles.viewAs)} aria-label={t('region')} data-testid="view-as-bar">
      <span className={barStyles.text}>{t('text', { name: viewedName(view, lng) })}</span>
      <Button size="small" onClick={end} disabledFocusable={state === 'ending'}>
        {t('end')}
      </Button>
      {state === 'failed' ? <span role="alert">{t('endFailed')}</span> : null}
    </section>
  );
}
