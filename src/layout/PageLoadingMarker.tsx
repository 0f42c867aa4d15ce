import { useEffect, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import { useTranslate } from 'ra-core';
import { ProgressBar } from '../engine/ProgressBar';
import { loadingMarker } from '../providers/loadingMarker';

const subscribe = (cb: () => void) => loadingMarker.subscribe(cb);
const snapshot = () => loadingMarker.visible;

/** SPEC §4: on while requests are in flight, removed 2 s after a response. */
export function PageLoadingMarker() {
  const translate = useTranslate();
  const visible = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (visible) document.documentElement.setAttribute('data-page-loading', 'true');
    else document.documentElement.removeAttribute('data-page-loading');
  }, [visible]);
  if (!visible) return null;
  const label = translate('app.page.page_loading');
  // A named region: the bar sits outside the page's landmarks (axe "region").
  return (
    <Box component="section" aria-label={label}>
      <ProgressBar label={label} sx={{ position: 'fixed', top: 0, insetInline: 0, zIndex: (t) => t.zIndex.appBar + 1, height: 3 }} />
    </Box>
  );
}
