import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import BoltIcon from '@mui/icons-material/Bolt';
import { useTranslate } from 'ra-core';
import { lazyPage } from '../../config/chunks';
import { withScreenMessages } from '../../locale/i18nProvider';
import { ChunkBoundary } from '../../engine/ChunkBoundary';
import { PanelDrawer } from './PanelDrawer';

/**
 * The create shortcuts, fetched when the panel first opens (they are not part of the first
 * screen), with the screens' strings (each names its record, `resources.<name>.item`).
 */
const QuickActionsList = lazyPage(withScreenMessages(() => import('./QuickActionsList')));

/** The quick actions' panel: opened by its button, or from the top bar's "More" menu on a phone. */
export function QuickActionsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <PanelDrawer open={open} onClose={onClose} title={translate('shell.panels.quick_actions')} testId="quick-actions-panel">
      <ChunkBoundary fallback={<Skeleton sx={{ mx: 2, mt: 1 }} height={40} />}>
        <QuickActionsList onNavigate={onClose} />
      </ChunkBoundary>
    </PanelDrawer>
  );
}

export function QuickActionsButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={translate('shell.panels.quick_actions')}>
        <IconButton
          color="inherit"
          aria-label={translate('shell.panels.quick_actions')}
          aria-haspopup="dialog"
          data-testid="quick-actions-button"
          onClick={() => setOpen(true)}
        >
          <BoltIcon />
        </IconButton>
      </Tooltip>
      <QuickActionsPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}
