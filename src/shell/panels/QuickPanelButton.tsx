import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import TuneIcon from '@mui/icons-material/Tune';
import { useTranslate } from 'ra-core';
import { ActivityLog } from '../activity/ActivityLog';
import { NotificationList } from '../notifications/NotificationList';
import { PanelDrawer } from './PanelDrawer';
import { SettingsTab } from './SettingsTab';

const TABS = ['notifications', 'log', 'settings'] as const;
type TabName = (typeof TABS)[number];

/**
 * SPEC §2: "a panel with notification, log and settings tabs". Opened by its button, or from the
 * top bar's "More" menu on a phone.
 */
export function QuickPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<TabName>('notifications');
  const id = useId();
  return (
    <PanelDrawer open={open} onClose={onClose} title={translate('shell.panels.quick_panel')} testId="quick-panel">
      <Tabs value={tab} onChange={(_, v: TabName) => setTab(v)} variant="fullWidth" sx={{ borderBlockEnd: 1, borderColor: 'divider' }}>
        {TABS.map((t) => (
          <Tab key={t} value={t} label={translate(`shell.panels.tab_${t}`)} id={`${id}-tab-${t}`} aria-controls={`${id}-panel-${t}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'notifications' && <NotificationList limit={20} onNavigate={onClose} />}
        {tab === 'log' && <ActivityLog />}
        {tab === 'settings' && <SettingsTab />}
      </Box>
    </PanelDrawer>
  );
}

export function QuickPanelButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={translate('shell.panels.quick_panel')}>
        <IconButton
          color="inherit"
          aria-label={translate('shell.panels.quick_panel')}
          aria-haspopup="dialog"
          data-testid="quick-panel-button"
          onClick={() => setOpen(true)}
        >
          <TuneIcon />
        </IconButton>
      </Tooltip>
      <QuickPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}
