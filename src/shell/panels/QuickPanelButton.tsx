import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import TuneIcon from '@mui/icons-material/Tune';
import { useTranslate } from 'ra-core';
import { lazyPage } from '../../config/chunks';
import { withScreenMessages } from '../../locale/i18nProvider';
import { ChunkBoundary } from '../../engine/ChunkBoundary';
import { ProgressBar } from '../../engine/ProgressBar';
import { PanelDrawer } from './PanelDrawer';

/**
 * The tabs and what they show (settings' inputs, the log), fetched when the panel first opens,
 * with the screens' strings (the log names each record's kind, `resources.<name>.item`).
 */
const QuickPanelTabs = lazyPage(withScreenMessages(() => import('./QuickPanelTabs')));

/**
 * SPEC §2: "a panel with notification, log and settings tabs". Opened by its button, or from the
 * top bar's "More" menu on a phone.
 */
export function QuickPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <PanelDrawer open={open} onClose={onClose} title={translate('shell.panels.quick_panel')} testId="quick-panel">
      <ChunkBoundary fallback={<ProgressBar label={translate('ra.page.loading')} />}>
        <QuickPanelTabs onNavigate={onClose} />
      </ChunkBoundary>
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
