import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useTranslate } from 'ra-core';
import { lazyPage } from '../../config/chunks';
import { ChunkBoundary } from '../../engine/ChunkBoundary';
import { withViewParts } from '../../engine/slots';
import { PanelDrawer } from './PanelDrawer';

/**
 * The cart's content, fetched when the panel first opens (it is not part of the first screen):
 * with the screens' parts, since a request's label is written by its fields' kinds.
 */
const CartList = lazyPage(withViewParts(() => import('./CartList')));

/** The cart's panel: opened by its button, or from the top bar's "More" menu on a phone. */
export function CartPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <PanelDrawer open={open} onClose={onClose} title={translate('shell.panels.cart')} testId="cart-panel">
      <ChunkBoundary fallback={<Skeleton sx={{ mx: 2, mt: 1 }} height={40} />}>
        <CartList onNavigate={onClose} />
      </ChunkBoundary>
    </PanelDrawer>
  );
}

export function CartButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={translate('shell.panels.cart_hint')}>
        <IconButton
          color="inherit"
          aria-label={translate('shell.panels.cart')}
          aria-haspopup="dialog"
          data-testid="cart-button"
          onClick={() => setOpen(true)}
        >
          <ShoppingCartIcon />
        </IconButton>
      </Tooltip>
      <CartPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}
