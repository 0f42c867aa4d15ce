import { useState } from 'react';
import { lazyPage } from '../../config/chunks';
import { ChunkBoundary } from '../../engine/ChunkBoundary';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useTranslate } from 'ra-core';
import type { ResourceDeclaration } from '../../engine/types';
import { useHiddenColumns } from '../../engine/views/ListLayout';

// The dialog is a small chunk of its own; the file writers are workers loaded on export.
const ExportDialog = lazyPage(() => import('./ExportDialog'));

/** The list tool of SPEC §1: opens the export dialog with the list's current filters and sort. */
export function ExportButton({ decl, permanentFilter }: { decl: ResourceDeclaration; permanentFilter?: Record<string, unknown> }) {
  const translate = useTranslate();
  const { filterValues, sort, total } = useListContext();
  const [open, setOpen] = useState(false);
  // Columns the operator hid on the list start unchecked in the dialog.
  const hidden = useHiddenColumns(decl.name);
  return (
    <>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {translate('widgets.export.button')}
      </Button>
      {open && (
        <ChunkBoundary onClose={() => setOpen(false)}>
          <ExportDialog
            decl={decl}
            filter={{ ...filterValues, ...(permanentFilter ?? {}) }}
            sort={sort?.field ? { field: sort.field, order: sort.order } : undefined}
            total={total}
            hidden={hidden}
            onClose={() => setOpen(false)}
          />
        </ChunkBoundary>
      )}
    </>
  );
}
