import { useEffect, useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate, type Identifier, type RaRecord } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { STALE_CHECK_MS } from '../../config/constants';
import { failureOf } from '../../providers/httpClient';
import { versionOf, type RecordVersion } from '../../providers/versions';

type Seen = { version: RecordVersion } | 'deleted' | undefined;

/**
 * Says so when the record a details or edit page shows has moved on on the server (its version
 * changed, or it was deleted) since the page read it: asked when the operator comes back to the
 * tab, and at most every STALE_CHECK_MS while it is in view. The page's own read does not refetch
 * on focus (that would reset a form under the operator's hands); Reload reads it again, and an
 * edit form keeps what was typed (its `resetOptions`). A record without a version is not watched.
 */
export function StaleRecordNotice({
  resource,
  id,
  onReload,
  record: given,
}: {
  resource: string;
  id?: Identifier;
  onReload: () => void;
  /** The record the page shows, when it is not in a record context (a screen of its own). */
  record?: RaRecord;
}) {
  const context = useRecordContext();
  const record = given ?? context;
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const opened = versionOf(record);
  const [seen, setSeen] = useState<Seen>(undefined);

  useEffect(() => {
    if (opened === undefined || id === undefined) return undefined;
    let alive = true;
    let last = Date.now();
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      last = Date.now();
      dataProvider.getOne(resource, { id }).then(
        ({ data }) => {
          const now = versionOf(data);
          if (alive && now !== undefined) setSeen({ version: now });
        },
        (error: unknown) => {
          if (alive && failureOf(error) === 'not_found') setSeen('deleted');
        },
      );
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const timer = setInterval(() => {
      if (Date.now() - last >= STALE_CHECK_MS) check();
    }, STALE_CHECK_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      alive = false;
      clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [dataProvider, resource, id, opened]);

  const deleted = seen === 'deleted';
  const changed = !!seen && seen !== 'deleted' && opened !== undefined && String(seen.version) !== String(opened);
  if (!deleted && !changed) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      data-testid="stale-record"
      sx={{ m: 2, mb: 0 }}
      action={
        changed ? (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              setSeen(undefined);
              onReload();
            }}
          >
            {translate('app.versions.reload')}
          </Button>
        ) : undefined
      }
    >
      {translate(deleted ? 'app.versions.deleted' : 'app.versions.changed')}
    </Alert>
  );
}
