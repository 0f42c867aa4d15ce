import { useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'ra-core';
// The PDF's own font (a TTF: jsPDF embeds TrueType only), fetched by the PDF export alone.
import fontUrl from './fonts/IBMPlexSansArabic-Regular.ttf?url';
import type { AppDataProvider } from '../../providers';
import type { ExportDeclaration, ExportFormat, ResourceDeclaration } from '../../engine/types';
import { fieldKind } from '../../engine/kinds';
import { fieldsIn, useFieldContext } from '../../engine/views/useFieldContext';
import { columnPlan, columnSpecs, exportFields, lookupLabels } from './prepare';
import { columnsThatFit, estimatedMinimum } from './layout';
import { formatDate } from '../../locale/format';
import { createProgressStore, ExportProgress } from './ExportProgress';
import { download, ExportStopped, runExport } from './runExport';
import { chunkFailureKind } from '../../config/chunkTimeout';
import { displayPrefs } from '../../locale/displayPrefs';
import { displayTimeZone } from '../../locale/timeZone';
import { FORMAT_SHARE } from './serve';
import { EXPORT_FORMATS, fileNameWith, tooManyRows } from './table';

export interface ExportDialogProps {
  decl: ResourceDeclaration;
  /** The list's current filters, the permanent one included, and its sort. */
  filter: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** The list's row count, so an .xls that cannot hold it is refused before fetching. */
  total?: number;
  /** Sources of the list's columns the operator hid: unchecked at first (still offered). */
  hidden?: readonly string[];
  onClose: () => void;
  /** Seams for component tests (happy-dom has no Worker and no downloads). */
  run?: typeof runExport;
  save?: typeof download;
}

type Phase = { kind: 'idle' } | { kind: 'working' } | { kind: 'done'; text: string } | { kind: 'error'; text: string };

/**
 * The export dialog (SPEC §4): select-all (checking selects every field, unchecking clears
 * all), each field, the format and the file name; then `GET ?is_export=1` with the list's
 * sort and filters, its body handed unparsed to a Web Worker that parses, formats and writes
 * the file (runExport.ts) while this dialog shows progress.
 */
export default function ExportDialog({
  decl,
  filter,
  sort,
  total,
  hidden = [],
  onClose,
  run = runExport,
  save = download,
}: ExportDialogProps) {
  const translate = useTranslate();
  const ctx = useFieldContext(decl.name);
  const dataProvider = useDataProvider<AppDataProvider>();
  const options: ExportDeclaration = typeof decl.export === 'object' ? decl.export : {};
  const formats = options.formats ?? EXPORT_FORMATS;
  const fields = useMemo(() => exportFields(decl), [decl]);
  const header = (source: string) => translate(`resources.${decl.name}.fields.${source}`);
  const listTitle = translate(`resources.${decl.name}.name`);
  // At first, the list's columns as the operator sees them: its `list` fields minus those hidden
  // (the others are offered unchecked); every field when that leaves none.
  const [selected, setSelected] = useState<string[]>(() => {
    const all = fields.map((f) => f.source);
    // A column that shows more than its own value (a person's e-mail under the name) brings that in.
    const listed = new Set(fieldsIn(decl, 'list').flatMap((f) => [f.source, ...(fieldKind(f.kind).cellShows?.(f) ?? [])]));
    const shown = all.filter((s) => listed.has(s) && !hidden.includes(s));
    return shown.length ? shown : all;
  });
  const [format, setFormat] = useState<ExportFormat>(formats.includes('xlsx') ? 'xlsx' : formats[0]);
  const [name, setName] = useState(options.fileName ?? listTitle);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [progress] = useState(createProgressStore);
  const [touched, setTouched] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const all = selected.length === fields.length;
  const none = selected.length === 0;
  const xlsRefused = total !== undefined && tooManyRows(format, total);
  const working = phase.kind === 'working';
  const nameMissing = !name.trim();
  // A PDF whose chosen columns cannot fit a landscape A4 at a readable width: say so and offer fewer.
  const chosenFields = fields.filter((f) => selected.includes(f.source));
  const fitting =
    format === 'pdf' ? columnsThatFit(chosenFields.map((f) => estimatedMinimum(columnPlan(f), header(f.source)))) : chosenFields.length;
  const tooWide = fitting < chosenFields.length;

  const toggle = (source: string, on: boolean) =>
    setSelected((s) => (on ? fields.map((f) => f.source).filter((x) => x === source || s.includes(x)) : s.filter((x) => x !== source)));

  const start = async () => {
    setTouched(true);
    if (none || nameMissing || xlsRefused) return;
    const controller = new AbortController();
    abort.current = controller;
    const chosen = fields.filter((f) => selected.includes(f.source));
    const fileName = fileNameWith(name, format);
    let count = 0;
    try {
      progress.set({ text: translate('widgets.export.fetching') });
      setPhase({ kind: 'working' });
      performance.mark('export:start');
      // The body unread (a stream): the worker reads and parses it, never the page.
      const body = await dataProvider.getExportBody(decl.endpoint, { sort, filter });
      performance.mark('export:fetched'); // marks let scripts/bench-export.mjs place long tasks
      if (controller.signal.aborted) return;
      const file = await run({
        format,
        body,
        columns: columnSpecs(chosen),
        headers: chosen.map((f) => header(f.source)),
        locale: ctx.locale,
        rtl: ctx.locale === 'ar',
        title: listTitle,
        fontUrl: format === 'pdf' ? new URL(fontUrl, window.location.href).href : undefined,
        pdfText:
          format === 'pdf'
            ? {
                subtitle: translate('widgets.export.pdf_exported_on', { date: formatDate(ctx.locale, new Date(), true) }),
                page: translate('widgets.export.pdf_page', { page: '{page}', pages: '{pages}' }),
              }
            : undefined,
        display: displayPrefs(),
        timeZone: displayTimeZone(),
        signal: controller.signal,
        resolve: async (rows, values) => {
          count = rows;
          const shown = rows.toLocaleString(ctx.locale);
          if (!rows) throw new ExportStopped(translate('widgets.export.empty'));
          if (tooManyRows(format, rows))
            throw new ExportStopped(translate('widgets.export.xls_too_many', { count: shown, smart_count: rows }));
          progress.set({ text: translate('widgets.export.formatting', { count: shown, smart_count: rows }), fraction: 0 });
          return lookupLabels(chosen, values, dataProvider, ctx);
        },
        onProgress: (fraction) =>
          progress.set({
            fraction,
            text:
              fraction < FORMAT_SHARE
                ? translate('widgets.export.formatting', { count: count.toLocaleString(ctx.locale), smart_count: count })
                : translate('widgets.export.building', { percent: Math.round(fraction * 100) }),
          }),
      });
      performance.mark('export:written');
      if (controller.signal.aborted) return;
      save(file, fileName);
      setPhase({
        kind: 'done',
        text: translate('widgets.export.done', { count: count.toLocaleString(ctx.locale), smart_count: count, file: fileName }),
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof ExportStopped) {
        setPhase({ kind: 'error', text: error.text });
        return;
      }
      // The worker's code or its libraries did not arrive: SPEC §8's chunk message, not its reason.
      const raw = chunkFailureKind(error) ? 'app.page.chunk_failed' : error instanceof Error ? error.message : String(error);
      setPhase({
        kind: 'error',
        text: translate('widgets.export.failed', { error: raw.includes('.') && !raw.includes(' ') ? translate(raw, { _: raw }) : raw }),
      });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };

  const close = () => {
    abort.current?.abort();
    onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby="export-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="export-dialog-title">{translate('widgets.export.title', { name: listTitle })}</DialogTitle>
      <DialogContent dividers>
        <FormControl component="fieldset" variant="standard" error={touched && none} fullWidth disabled={working}>
          <FormLabel component="legend">{translate('widgets.export.fields')}</FormLabel>
          <FormControlLabel
            control={
              <Checkbox
                checked={all}
                indeterminate={!all && !none}
                onChange={(e) => setSelected(e.target.checked ? fields.map((f) => f.source) : [])}
              />
            }
            label={translate('widgets.export.select_all')}
          />
          <Divider />
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, paddingInlineStart: 2 }}>
            {fields.map((f) => (
              <FormControlLabel
                key={f.source}
                control={
                  <Checkbox checked={selected.includes(f.source)} onChange={(e) => toggle(f.source, e.target.checked)} name={f.source} />
                }
                label={header(f.source)}
              />
            ))}
          </FormGroup>
          {touched && none && (
            <Typography color="error" variant="body2" role="alert">
              {translate('widgets.export.no_fields')}
            </Typography>
          )}
        </FormControl>
        <FormControl component="fieldset" variant="standard" sx={{ mt: 2 }} disabled={working}>
          <FormLabel component="legend" id="export-format-label">
            {translate('widgets.export.format')}
          </FormLabel>
          <RadioGroup row aria-labelledby="export-format-label" value={format} onChange={(e) => setFormat(e.target.value as ExportFormat)}>
            {formats.map((f) => (
              <FormControlLabel key={f} value={f} control={<Radio />} label={translate(`widgets.export.formats.${f}`)} />
            ))}
          </RadioGroup>
        </FormControl>
        {tooWide && (
          <Alert
            severity="warning"
            sx={{ mt: 1 }}
            role="alert"
            action={
              <Button
                color="inherit"
                size="small"
                disabled={working || fitting === 0}
                onClick={() => setSelected(chosenFields.slice(0, fitting).map((f) => f.source))}
              >
                {translate('widgets.export.keep_columns', { count: fitting.toLocaleString(ctx.locale), smart_count: fitting })}
              </Button>
            }
          >
            {translate('widgets.export.pdf_too_wide', {
              count: chosenFields.length.toLocaleString(ctx.locale),
              smart_count: chosenFields.length,
              fit: fitting.toLocaleString(ctx.locale),
            })}
          </Alert>
        )}
        {xlsRefused && (
          <Alert severity="warning" sx={{ mt: 1 }} role="alert">
            {translate('widgets.export.xls_too_many', { count: (total ?? 0).toLocaleString(ctx.locale), smart_count: total ?? 0 })}
          </Alert>
        )}
        <TextField
          sx={{ mt: 2 }}
          fullWidth
          disabled={working}
          label={translate('widgets.export.file_name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={touched && nameMissing}
          helperText={
            touched && nameMissing
              ? translate('widgets.export.file_name_required')
              : translate('widgets.export.file_name_help', { ext: format })
          }
          slotProps={{ htmlInput: { dir: 'auto', 'data-testid': 'export-file-name' } }}
        />
        <Box aria-live="polite" sx={{ mt: 2, minHeight: 48 }}>
          {phase.kind === 'working' && <ExportProgress store={progress} />}
          {phase.kind === 'done' && <Alert severity="success">{phase.text}</Alert>}
          {phase.kind === 'error' && (
            <Alert severity="error" role="alert">
              {phase.text}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate(phase.kind === 'done' ? 'widgets.export.close' : 'widgets.export.cancel')}</Button>
        <Button variant="contained" onClick={() => void start()} disabled={working || xlsRefused}>
          {translate('widgets.export.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
