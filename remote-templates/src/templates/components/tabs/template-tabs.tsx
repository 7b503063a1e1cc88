import { Tab, TabList } from '@fluentui/react-components';
import { useTemplatesTranslation } from '../../../i18n';
import { CountBadge } from './count-badge';
import { TABS, type TabId } from './tab-definitions';

export interface TemplateTabsProps {
  selected: TabId;
  onSelect: (tab: TabId) => void;
}

export function TemplateTabs({ selected, onSelect }: TemplateTabsProps) {
  const { t } = useTemplatesTranslation();
  return (
    <TabList selectedValue={selected} onTabSelect={(_, data) => onSelect(data.value as TabId)} aria-label={t('tabs.label')}>
      {TABS.map((tab) => (
        <Tab key={tab.id} value={tab.id}>
          {t(`tabs.${tab.id}`)} <CountBadge status={tab.status} />
        </Tab>
      ))}
    </TabList>
  );
}
