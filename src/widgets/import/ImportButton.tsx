import { useState } from 'react';
import Button from '@mui/material/Button';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslate } from 'ra-core';
import { lazyPage } from '../../config/chunks';
import { ChunkBoundary } from '../../engine/ChunkBoundary';
import type { ResourceDeclaration } from '../../engine/types';

// The dialog, its checks and SheetJS (in a worker) arrive on the first click only.
const ImportDialog = lazyPage(() => import('./ImportDialog'));

/** The list's import tool, beside Export; the list shows it only to whoever may create (docs/widgets.md "Import"). */
export function ImportButton({ decl, permanentFilter }: { decl: ResourceDeclaration; permanentFilter?: Record<string, unknown> }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<UploadIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {translate('widgets.import.button')}
      </Button>
      {open && (
        <ChunkBoundary onClose={() => setOpen(false)}>
          <ImportDialog decl={decl} permanentFilter={permanentFilter} onClose={() => setOpen(false)} />
        </ChunkBoundary>
      )}
    </>
  );
}
