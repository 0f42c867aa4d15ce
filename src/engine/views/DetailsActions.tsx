import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'ra-core';
import { TopToolbar } from 'ra-ui-materialui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Theme } from '@mui/material/styles';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { ResourceDeclaration } from '../types';
import { ActionMenuItem } from './ActionMenuItem';
import { RecordButtons, useDetailsOfferCount } from './RecordButtons';

/** A page's own action beside the record's declared ones (the company page's rename, reset, delete). */
export interface PageAction {
  key: string;
  label: string;
  icon: ReactElement;
  color?: 'primary' | 'warning' | 'error';
  onClick: () => void;
}

/**
 * A details page's toolbar. On a wide screen every action is a labelled button. On a phone the
 * way back (`lead`) and the main action (`main`, e.g. Edit) stay, and the record's pages and
 * actions and the page's own ones go into one menu labelled "Actions" (not the app bar's "More
 * actions"), instead of wrapping into rows of icons without words.
 */
export function DetailsActions({
  decl,
  record,
  lead,
  main,
  actions = [],
}: {
  decl: ResourceDeclaration;
  record: RaRecord | undefined;
  lead?: ReactNode;
  main?: ReactNode;
  actions?: readonly PageAction[];
}) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  // What RecordButtons draws on this details page for this operator: no menu for nothing in it.
  const offered = useDetailsOfferCount(decl, record);
  if (!phone || (offered === 0 && actions.length === 0))
    return (
      <TopToolbar sx={{ justifyContent: 'flex-start', flexWrap: 'wrap' }}>
        {lead}
        {record && <RecordButtons decl={decl} record={record} />}
        {main}
        {actions.length > 0 && <Box sx={{ flex: 1 }} />}
        {actions.map((a) => (
          <Button key={a.key} size="small" color={a.color ?? 'primary'} startIcon={a.icon} onClick={a.onClick}>
            {a.label}
          </Button>
        ))}
      </TopToolbar>
    );
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      {lead}
      {main}
      <Box sx={{ flex: 1 }} />
      <IconButton
        aria-label={translate('app.layout.row_actions')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      {/* Opens from the toolbar's end edge inwards; kept mounted, so the record's items (which ask
          for their permissions first) are there when the menu measures itself. */}
      <Menu
        keepMounted
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
      >
        {record && <RecordButtons decl={decl} record={record} asMenu={{ onChosen: close }} />}
        {actions.map((a) => (
          <ActionMenuItem
            key={a.key}
            icon={a.icon}
            label={a.label}
            color={a.color}
            onClick={() => {
              close();
              a.onClick();
            }}
          />
        ))}
      </Menu>
    </TopToolbar>
  );
}
