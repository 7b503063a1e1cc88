import { makeStyles, Tab, TabList, Title2, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useId, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@video-admin/shared-ui';
import { useSettingsTabTranslation } from '../tab-texts-i18n';
import { UserInformation } from '../components/user-information';

// The first tab comes with the screen; the others (the password form, the theme and language
// radios, the account deletion dialog) are fetched when first opened, the three sign-in tabs
// (sessions, two-step sign-in, passkeys) together.
const ChangePassword = lazy(() => import('../components/change-password').then((module) => ({ default: module.ChangePassword })));
const Appearance = lazy(() => import('../components/appearance').then((module) => ({ default: module.Appearance })));
const Sessions = lazy(() =>
  import(/* webpackChunkName: "settings-sign-in" */ '../components/sessions').then((module) => ({ default: module.Sessions })),
);
const TwoFactor = lazy(() =>
  import(/* webpackChunkName: "settings-sign-in" */ '../two-factor/two-factor').then((module) => ({ default: module.TwoFactor })),
);
const Passkeys = lazy(() =>
  import(/* webpackChunkName: "settings-sign-in" */ '../passkeys/passkeys').then((module) => ({ default: module.Passkeys })),
);
const DeleteAccount = lazy(() => import('../components/delete-account').then((module) => ({ default: module.DeleteAccount })));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // No browser margin above the h1: every screen's title stands at the same height (the back office's too).
  title: { margin: 0 },
  tabList: { flexWrap: 'wrap' },
  panel: { paddingTop: tokens.spacingVerticalS },
});

// Every tab's name is in the settings' own texts (tab-texts-i18n), which the screen's prepare fetches.
type TabKey = 'profile' | 'password' | 'appearance' | 'sessions' | 'twoFactor' | 'passkeys' | 'dangerZone';

const PANELS: Record<TabKey, ComponentType> = {
  profile: UserInformation,
  password: ChangePassword,
  appearance: Appearance,
  sessions: Sessions,
  twoFactor: TwoFactor,
  passkeys: Passkeys,
  dangerZone: DeleteAccount,
};

export function SettingsPage() {
  const { t } = useSettingsTabTranslation();
  const styles = useStyles();
  const idPrefix = useId();
  const { data: user } = useCurrentUser();
  // ?tab=<key> opens that tab (a person whose role requires two-step sign-in is sent to ?tab=twoFactor).
  const [search] = useSearchParams();
  const asked = search.get('tab');
  const [selected, setSelected] = useState<TabKey>(asked && Object.hasOwn(PANELS, asked) ? (asked as TabKey) : 'profile');

  // Superusers cannot delete themselves (the API refuses), so they never see the Danger zone;
  // it waits for the user to load rather than flash for them.
  // The starter's tabs keep their order; Sessions follows them, before the Danger zone.
  const tabs: TabKey[] = ['profile', 'password', 'appearance', 'sessions', 'twoFactor', 'passkeys'];
  if (user && !user.is_superuser) tabs.push('dangerZone');
  const current = tabs.includes(selected) ? selected : 'profile';
  const Panel = PANELS[current];
  const tabId = (key: TabKey) => `${idPrefix}-tab-${key}`;
  const panelId = `${idPrefix}-panel`;

  return (
    <section className={styles.root}>
      <Title2 as="h1" className={styles.title}>
        {t('settings.title')}
      </Title2>
      <TabList
        className={styles.tabList}
        selectedValue={current}
        onTabSelect={(_, data) => setSelected(data.value as TabKey)}
        aria-label={t('settings.title')}
      >
        {tabs.map((key) => (
          <Tab key={key} id={tabId(key)} value={key} aria-controls={panelId}>
            {t(`settings.tabs.${key}`)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(current)} className={styles.panel}>
        <Suspense fallback={null}>
          <Panel key={current} />
        </Suspense>
      </div>
    </section>
  );
}
