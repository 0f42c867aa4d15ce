import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslate } from 'ra-core';
import { ActivityLog } from '../activity/ActivityLog';
import { NotificationList } from '../notifications/NotificationList';
import { SettingsTab } from './SettingsTab';

const TABS = ['notifications', 'log', 'settings'] as const;
type TabName = (typeof TABS)[number];

/** The quick panel's notification, log and settings tabs (SPEC §2). */
export function QuickPanelTabs({ onNavigate }: { onNavigate: () => void }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<TabName>('notifications');
  const id = useId();
  return (
    <>
      <Tabs value={tab} onChange={(_, v: TabName) => setTab(v)} variant="fullWidth" sx={{ borderBlockEnd: 1, borderColor: 'divider' }}>
        {TABS.map((t) => (
          <Tab key={t} value={t} label={translate(`shell.panels.tab_${t}`)} id={`${id}-tab-${t}`} aria-controls={`${id}-panel-${t}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'notifications' && <NotificationList limit={20} onNavigate={onNavigate} />}
        {tab === 'log' && <ActivityLog />}
        {tab === 'settings' && <SettingsTab />}
      </Box>
    </>
  );
}

export default QuickPanelTabs;
