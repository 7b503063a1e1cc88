import { makeStyles, Tab, TabList } from '@fluentui/react-components';
import { memo } from 'react';
import { useTemplatesTranslation } from '../../../i18n';
import { CountBadge } from './count-badge';
import { TABS, type TabId } from '../../../model/tabs';

export interface TemplateTabsProps {
  selected: TabId;
  onSelect: (tab: TabId) => void;
}

// Five tabs with badges are wider than a phone: they wrap onto a second line there, each tab
// whole (its label and count never split across lines).
const useStyles = makeStyles({
  tabs: { flexWrap: 'wrap' },
  tab: { flexShrink: 0, whiteSpace: 'nowrap' },
});

// Memoised: a new page of rows leaves the tabs and their count badges as they are.
export const TemplateTabs = memo(function TemplateTabs({ selected, onSelect }: TemplateTabsProps) {
  const { t } = useTemplatesTranslation();
  const styles = useStyles();
  return (
    <TabList
      className={styles.tabs}
      selectedValue={selected}
      onTabSelect={(_, data) => onSelect(data.value as TabId)}
      aria-label={t('tabs.label')}
    >
      {TABS.map((tab) => (
        <Tab key={tab.id} value={tab.id} className={styles.tab}>
          {t(`tabs.${tab.id}`)} <CountBadge status={tab.status} />
        </Tab>
      ))}
    </TabList>
  );
});
