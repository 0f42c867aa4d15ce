import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useDataProvider, useRefresh, useTranslate } from 'ra-core';
import { loadScreenStageMessages, loadStartMessages } from '../../../i18n';
import { fieldKind, isEmptyValue, type FieldContext, type Problem, type SheetCell } from '../../engine/kinds';
import type { ResourceDeclaration } from '../../engine/types';
import { useFieldContext } from '../../engine/views/useFieldContext';
import { chunkFailureKind } from '../../config/chunkTimeout';
import { IMPORT_CONCURRENCY, IMPORT_MAX_ROWS, IMPORT_RETRIES } from '../../config/constants';
import { createProgressStore, ExportProgress } from '../export/ExportProgress';
import { download } from '../export/runExport';
import { fileNameWith, type Cell } from '../export/table';
import {
  checkRows,
  importFields,
  markDuplicates,
  messageLookup,
  problemText,
  referenceOf,
  type CheckedRow,
  type ReferenceIndex,
} from './check';
import { IMPORT_ACCEPT } from './decode';
import { matchHeaders, type ImportColumn } from './headers';
import { ImportLeaveGuard } from './ImportLeaveGuard';
import { ImportPreview, shown } from './ImportPreview';
import { loadReferences, loadTaken } from './lookups';
import { rejectedSheet, sampleRow } from './importFiles';
import { ImportFileError, inWorker } from './runWorker';
import { newRowKey, sendRows, type SendOutcome } from './send';

export interface ImportDialogProps {
  decl: ResourceDeclaration;
  /** The list's fixed filter: the values it names that are fields (a nested list's parent key) go into every row. */
  permanentFilter?: Record<string, unknown>;
  onClose: () => void;
}

interface SheetFile {
  name: string;
  headers: string[];
  rows: SheetCell[][];
}

type Phase =
  | { kind: 'choose'; error?: string }
  | { kind: 'reading' }
  | { kind: 'preview' }
  | { kind: 'sending' }
  | { kind: 'done'; imported: number; rejected: number };

/** The sheet's header is line 1: data rows start at line 2. */
const FIRST_LINE = 2;

/**
 * The list's import (docs/widgets.md "Import"): a file read in a worker, its columns matched to
 * the create form's fields, every row checked by the form's own rules and shown before anything
 * is sent; then one create per good row, each with its own Idempotency-Key, a few at a time,
 * with progress and Cancel; the rejected rows downloadable with their reasons.
 */
export default function ImportDialog({ decl, permanentFilter, onClose }: ImportDialogProps) {
  const translate = useTranslate();
  const ctx = useFieldContext(decl.name);
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const fields = useMemo(() => importFields(decl), [decl]);
  const bySource = useMemo(() => new Map(fields.map((f) => [f.source, f])), [fields]);
  const labelOf = (source: string) => translate(`resources.${decl.name}.fields.${source}`);
  const say = (p: Problem, source: string) => problemText(p, source, labelOf, translate);
  const listTitle = translate(`resources.${decl.name}.name`);
  const base = useMemo(() => {
    const sources = new Set([...decl.fields.map((f) => f.source), ...(decl.parent ? [decl.parent.source] : [])]);
    return Object.fromEntries(Object.entries(permanentFilter ?? {}).filter(([k, v]) => sources.has(k) && !Array.isArray(v)));
  }, [decl, permanentFilter]);

  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const [file, setFile] = useState<SheetFile | null>(null);
  const [mapping, setMapping] = useState<(string | null)[]>([]);
  const [checked, setChecked] = useState<CheckedRow[] | null>(null);
  const [outcomes, setOutcomes] = useState<SendOutcome[] | null>(null);
  const [progress] = useState(createProgressStore);
  const [busy, setBusy] = useState(false);
  const references = useRef<Record<string, ReferenceIndex>>({});
  const alternates = useRef<FieldContext[]>([]);
  const run = useRef(0);
  const cancel = useRef<AbortController | null>(null);
  // Each row's Idempotency-Key, made once: the same for every attempt at that row.
  const keys = useRef<string[]>([]);

  const failure = (error: unknown) => {
    if (error instanceof ImportFileError && error.message !== 'widgets.import.worker_failed') {
      const count = error.count ?? 0;
      return translate(error.message, {
        rows: count.toLocaleString(ctx.locale),
        max: IMPORT_MAX_ROWS.toLocaleString(ctx.locale),
      });
    }
    const key = chunkFailureKind(error) ? 'app.page.chunk_failed' : 'widgets.import.worker_failed';
    return translate('widgets.import.failed', { error: translate(key) });
  };

  /** Checks every row with the current matching: references (one read each), the rules, then uniqueness. */
  const check = async (sheet: SheetFile, columns: (string | null)[]) => {
    const id = ++run.current;
    setChecked(null);
    setBusy(true);
    progress.set({ text: translate('widgets.import.checking', { percent: 0 }), fraction: 0 });
    try {
      const mapped = new Set(columns.filter((s): s is string => !!s));
      const missing = fields.filter((f) => mapped.has(f.source) && !(f.source in references.current));
      if (missing.length) Object.assign(references.current, await loadReferences(missing, mapped, dataProvider));
      const rows = await checkRows(
        sheet.rows,
        { fields, mapping: columns, ctx, references: references.current, base, alternates: alternates.current },
        (fraction) => {
          if (run.current === id)
            progress.set({ text: translate('widgets.import.checking', { percent: Math.round(fraction * 100) }), fraction });
        },
      );
      if (run.current !== id) return;
      markDuplicates(rows, fields, await loadTaken(decl.name, fields, rows, dataProvider), FIRST_LINE);
      if (run.current !== id) return;
      setChecked(rows);
    } finally {
      if (run.current === id) setBusy(false);
    }
  };

  const choose = async (chosen: File) => {
    setPhase({ kind: 'reading' });
    progress.set({ text: translate('widgets.import.reading') });
    performance.mark('import:read');
    try {
      const bytes = await chosen.arrayBuffer();
      const { headers, rows } = await inWorker({ type: 'read', name: chosen.name, bytes, maxRows: IMPORT_MAX_ROWS }, [bytes]);
      const [ar, en] = await Promise.all([loadScreenStageMessages.ar(), loadScreenStageMessages.en()]);
      // Arabic and English cells both read, whichever the screen's language.
      const others = (['ar', 'en'] as const).filter((l) => l !== ctx.locale);
      alternates.current = await Promise.all(
        others.map(async (l) => ({
          ...ctx,
          locale: l,
          translate: await loadStartMessages[l]().then((start) => {
            const more = l === 'ar' ? ar : en;
            return messageLookup({
              ...start,
              ra: { ...start.ra, ...more.raScreens },
              app: { ...start.app, ...more.appScreens },
              widgets: more.widgets,
              resources: more.resources,
            });
          }),
        })),
      );
      const fieldsOf = (m: unknown) => (m as Record<string, { fields?: Record<string, string> }>)[decl.name]?.fields ?? {};
      const columns: ImportColumn[] = fields.map((f) => ({
        source: f.source,
        labels: [fieldsOf(ar.resources)[f.source], fieldsOf(en.resources)[f.source], labelOf(f.source)].filter(
          (l): l is string => typeof l === 'string',
        ),
      }));
      const sheet = { name: chosen.name, headers, rows };
      const matched = matchHeaders(headers, columns);
      keys.current = rows.map(() => newRowKey());
      setFile(sheet);
      setMapping(matched);
      setOutcomes(null);
      setPhase({ kind: 'preview' });
      await check(sheet, matched);
      performance.mark('import:previewed');
    } catch (error) {
      setPhase({ kind: 'choose', error: failure(error) });
    }
  };

  const remap = (column: number, source: string | null) => {
    if (!file) return;
    const next = mapping.map((s, i) => (i === column ? source : s === source && source ? null : s));
    setMapping(next);
    void check(file, next);
  };

  const good = checked ? checked.flatMap((r, i) => (Object.keys(r.problems).length ? [] : [i])) : [];
  const badCount = checked ? checked.length - good.length : 0;

  const send = async () => {
    if (!checked || !good.length) return;
    const controller = new AbortController();
    cancel.current = controller;
    setPhase({ kind: 'sending' });
    performance.mark('import:send');
    const total = good.length;
    const say = (settled: number) =>
      progress.set({
        text: translate('widgets.import.sending', { done: settled.toLocaleString(ctx.locale), total: total.toLocaleString(ctx.locale) }),
        fraction: settled / total,
      });
    say(0);
    const results = await sendRows(
      good.map((i) => ({ index: i, data: checked[i].data, key: keys.current[i] })),
      {
        create: (data, key) => dataProvider.create(decl.name, { data, meta: { idempotencyKey: key } }),
        concurrency: IMPORT_CONCURRENCY,
        retries: IMPORT_RETRIES,
        signal: controller.signal,
        onOutcome: (_o, settled) => say(settled),
      },
    );
    performance.mark('import:sent');
    cancel.current = null;
    setOutcomes(results);
    const imported = results.filter((r) => r.status === 'created').length;
    setPhase({ kind: 'done', imported, rejected: checked.length - imported });
    refresh();
  };

  // The rows not imported, each with its problems: bad in the preview, refused by the server, or never sent.
  const rejectedRows = () => {
    if (!file || !checked) return [];
    const byIndex = new Map((outcomes ?? []).map((o) => [o.index, o]));
    return checked.flatMap((r, i) => {
      const o = byIndex.get(i);
      if (o?.status === 'created') return [];
      const problems: Record<string, Problem[]> =
        o?.status === 'refused' ? o.problems : o?.status === 'unsent' ? { '': [{ message: 'widgets.import.cancelled_row' }] } : r.problems;
      return [{ cells: file.rows[i], problems }];
    });
  };

  const describe = (problems: Record<string, Problem[]>) =>
    Object.entries(problems)
      .flatMap(([source, list]) => list.map((p) => (source ? say(p, source) : translate(p.message, { _: p.message }))))
      .join(' | ');

  const writeAndSave = async (headers: string[], rows: Cell[][], name: string) => {
    const { file: blob } = await inWorker({ type: 'write', headers, rows, rtl: ctx.locale === 'ar', sheetName: listTitle });
    download(blob, fileNameWith(name, 'xlsx'));
  };

  const downloadRejected = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const columnFields = mapping.map((source) => (source ? bySource.get(source) : undefined));
      const sheet = rejectedSheet(file.headers, rejectedRows(), translate('widgets.import.reason'), describe, columnFields);
      await writeAndSave(sheet.headers, sheet.rows, translate('widgets.import.rejected_file', { name: listTitle }));
    } catch (error) {
      setPhase({ kind: 'choose', error: failure(error) });
    } finally {
      setBusy(false);
    }
  };

  const downloadTemplate = async () => {
    setBusy(true);
    try {
      const rows = await sampleRow(decl, fields, ctx, dataProvider).catch(() => []);
      await writeAndSave(
        fields.map((f) => labelOf(f.source)),
        rows,
        translate('widgets.import.template_file', { name: listTitle }),
      );
    } catch (error) {
      setPhase({ kind: 'choose', error: failure(error) });
    } finally {
      setBusy(false);
    }
  };

  const sending = phase.kind === 'sending';
  const close = () => {
    if (sending) return;
    run.current++;
    onClose();
  };
  useEffect(() => () => cancel.current?.abort(), []);

  const display = (r: number, source: string, cell: SheetCell) => {
    const row = checked?.[r];
    const field = bySource.get(source);
    const value = row?.data[source];
    // A value that was read (even one that breaks a rule) is shown as read; one that was not, as typed.
    if (!row || !field || isEmptyValue(value) || referenceOf(field)) return shown(cell);
    const text = fieldKind(field.kind).exportValue(value, field, ctx, row.data);
    return text === '' ? shown(cell) : String(text);
  };

  const requiredMissing = fields.filter((f) => f.required && !mapping.includes(f.source) && !(f.source in base));

  return (
    <Dialog open onClose={close} aria-labelledby="import-dialog-title" fullWidth maxWidth="lg" fullScreen={phone}>
      <ImportLeaveGuard active={sending} onLeave={() => cancel.current?.abort()} />
      <DialogTitle id="import-dialog-title">{translate('widgets.import.title', { name: listTitle })}</DialogTitle>
      <DialogContent dividers>
        {(phase.kind === 'choose' || phase.kind === 'reading') && (
          <Stack spacing={2}>
            <Typography variant="body2">
              {translate('widgets.import.intro', { max: IMPORT_MAX_ROWS.toLocaleString(ctx.locale) })}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="contained" component="label" disabled={phase.kind === 'reading'}>
                {translate('widgets.import.choose')}
                <input
                  hidden
                  type="file"
                  accept={IMPORT_ACCEPT}
                  data-testid="import-file"
                  onChange={(e) => {
                    const chosen = e.target.files?.[0];
                    e.target.value = '';
                    if (chosen) void choose(chosen);
                  }}
                />
              </Button>
              <Button onClick={() => void downloadTemplate()} disabled={busy || phase.kind === 'reading'}>
                {translate('widgets.import.template')}
              </Button>
            </Stack>
            {phase.kind === 'choose' && phase.error && (
              <Alert severity="error" role="alert">
                {phase.error}
              </Alert>
            )}
            {phase.kind === 'reading' && <ExportProgress store={progress} />}
          </Stack>
        )}
        {(phase.kind === 'preview' || phase.kind === 'sending') && file && (
          <>
            <Typography variant="body2">{translate('widgets.import.file', { name: file.name })}</Typography>
            {requiredMissing.length > 0 && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {translate('widgets.import.missing_required', { fields: requiredMissing.map((f) => labelOf(f.source)).join('، ') })}
              </Alert>
            )}
            <Box aria-live="polite" sx={{ mt: 1, minHeight: 40 }}>
              {busy || sending ? (
                <ExportProgress store={progress} />
              ) : (
                checked && (
                  <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="import-counts">
                    <Typography color="success.main">
                      {translate('widgets.import.good', { n: good.length.toLocaleString(ctx.locale) })}
                    </Typography>
                    <Typography color={badCount ? 'error' : 'text.secondary'}>
                      {translate('widgets.import.bad', { n: badCount.toLocaleString(ctx.locale) })}
                    </Typography>
                  </Stack>
                )
              )}
            </Box>
            <ImportPreview
              headers={file.headers}
              rows={file.rows}
              mapping={mapping}
              onMapping={remap}
              fields={fields}
              checked={checked}
              labelOf={labelOf}
              say={say}
              translate={translate}
              disabled={busy || sending}
              firstLine={FIRST_LINE}
              display={display}
            />
          </>
        )}
        {phase.kind === 'done' && (
          <Stack spacing={2}>
            <Alert severity={phase.rejected ? 'warning' : 'success'} role="status">
              {translate('widgets.import.result', {
                imported: phase.imported.toLocaleString(ctx.locale),
                rejected: phase.rejected.toLocaleString(ctx.locale),
              })}
            </Alert>
            {phase.rejected > 0 && (
              <Box>
                <Button variant="outlined" onClick={() => void downloadRejected()} disabled={busy}>
                  {translate('widgets.import.download_rejected')}
                </Button>
              </Box>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {sending ? (
          <Button color="error" onClick={() => cancel.current?.abort()}>
            {translate('widgets.import.cancel')}
          </Button>
        ) : (
          <Button onClick={close}>{translate(phase.kind === 'done' ? 'widgets.import.close' : 'widgets.import.cancel')}</Button>
        )}
        {phase.kind === 'preview' && (
          <>
            <Button onClick={() => setPhase({ kind: 'choose' })} disabled={busy}>
              {translate('widgets.import.other_file')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void send()}
              disabled={busy || !checked || good.length === 0}
              data-testid="import-start"
            >
              {translate('widgets.import.start')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
