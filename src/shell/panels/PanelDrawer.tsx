import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'ra-core';

/**
 * A side panel at the inline end of the page (the left in Arabic: MUI flips a `right`
 * drawer in a right-to-left theme). A modal: focus is trapped inside, Escape closes it and
 * focus returns to the button that opened it.
 */
export function PanelDrawer({
  open,
  onClose,
  title,
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, 'data-testid': testId, sx: { width: { xs: '100vw', sm: 380 } } } as object,
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInline: 2, paddingBlock: 1, borderBlockEnd: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('shell.panels.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ overflowY: 'auto', flex: 1 }}>{children}</Box>
    </Drawer>
  );
}
