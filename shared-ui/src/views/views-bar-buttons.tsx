import { Button } from '@fluentui/react-components';
import { BookmarkMultipleRegular } from '@fluentui/react-icons/svg/bookmark-multiple';
import { ColumnTripleEditRegular } from '@fluentui/react-icons/svg/column-triple-edit';
import { TextDensityRegular } from '@fluentui/react-icons/svg/text-density';
import type { KeyboardEvent } from 'react';
import type { Language } from '@video-admin/shared-ui';
import type { Density } from './list-layout';
import { useViewsBarStyles } from './views-bar.styles';
import { useViewsTranslation } from './views-texts';

/** The bar's three controls: the saved views' menu, the column chooser and the density menu. */
export type ViewsBarControl = 'views' | 'columns' | 'density';

export interface ViewsBarButtonsProps {
  /** The view applied last, named on the views button. */
  activeName: string | undefined;
  density: Density;
  /** A button's first use: a click, Enter or Space, and the down arrow on a menu's button (as a menu trigger takes it). */
  onUse?: (control: ViewsBarControl) => void;
  defaultLanguage?: Language;
}

/**
 * The bar's buttons before their menus, chooser and dialog have arrived: the same names, icons,
 * look and ARIA as the real triggers, and nothing else (a list's first load carries only these).
 */
export function ViewsBarButtons({ activeName, density, onUse, defaultLanguage }: ViewsBarButtonsProps) {
  const { t } = useViewsTranslation(defaultLanguage);
  const styles = useViewsBarStyles();
  const menuKeys = (control: ViewsBarControl) => (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    onUse?.(control);
  };
  return (
    <>
      <Button
        icon={<BookmarkMultipleRegular />}
        appearance="subtle"
        aria-haspopup="menu"
        onClick={() => onUse?.('views')}
        onKeyDown={menuKeys('views')}
      >
        {activeName ? t('viewsNamed', { name: activeName }) : t('views')}
      </Button>
      <Button
        className={styles.wideOnly}
        icon={<ColumnTripleEditRegular />}
        appearance="subtle"
        aria-expanded={false}
        onClick={() => onUse?.('columns')}
      >
        {t('columns')}
      </Button>
      <Button
        className={styles.wideOnly}
        icon={<TextDensityRegular />}
        appearance="subtle"
        aria-haspopup="menu"
        onClick={() => onUse?.('density')}
        onKeyDown={menuKeys('density')}
      >
        {t('densityNamed', { density: t(density) })}
      </Button>
    </>
  );
}
