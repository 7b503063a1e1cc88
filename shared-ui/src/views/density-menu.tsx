import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { TextDensityRegular } from '@fluentui/react-icons/svg/text-density';
import type { Ref } from 'react';
import type { Language } from '@video-admin/shared-ui';
import type { Density } from './list-layout';
import { useViewsBarStyles } from './views-bar.styles';
import { useViewsTranslation } from './views-texts';

export interface DensityMenuProps {
  density: Density;
  onChange: (density: Density) => void;
  /** Opens as it mounts (its button was used before this code arrived). */
  defaultOpen?: boolean;
  triggerRef?: Ref<HTMLButtonElement>;
  defaultLanguage?: Language;
}

/** Comfortable or compact rows: a menu of two choices, the one in force checked. */
export function DensityMenu({ density, onChange, defaultOpen, triggerRef, defaultLanguage }: DensityMenuProps) {
  const { t } = useViewsTranslation(defaultLanguage);
  const styles = useViewsBarStyles();
  return (
    <Menu
      defaultOpen={defaultOpen}
      checkedValues={{ density: [density] }}
      onCheckedValueChange={(_, data) => onChange(data.checkedItems[0] === 'compact' ? 'compact' : 'comfortable')}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button ref={triggerRef} className={styles.wideOnly} icon={<TextDensityRegular />} appearance="subtle">
          {t('densityNamed', { density: t(density) })}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList aria-label={t('density')}>
          <MenuItemRadio name="density" value="comfortable">
            {t('comfortable')}
          </MenuItemRadio>
          <MenuItemRadio name="density" value="compact">
            {t('compact')}
          </MenuItemRadio>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
