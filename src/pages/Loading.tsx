import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'ra-core';

export function Loading() {
  const translate = useTranslate();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, p: 6 }}>
      <CircularProgress size={28} aria-label={translate('app.page.loading')} />
    </Box>
  );
}
export default Loading;
