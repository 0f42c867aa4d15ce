import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import { StatusPage } from './StatusPage';

/** A script or style chunk did not arrive (SPEC §8): what happened, and Reload. Needs no router. */
export function ChunkFailed({ kind }: { kind: 'script' | 'style' }) {
  const translate = useTranslate();
  return (
    <StatusPage
      title={translate(kind === 'style' ? 'app.page.style_failed' : 'app.page.chunk_failed')}
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {translate('app.page.reload')}
        </Button>
      }
    />
  );
}
