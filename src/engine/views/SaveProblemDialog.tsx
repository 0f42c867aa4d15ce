import { useId, useState, type ReactNode } from 'react';
import { RecordContextProvider, useTranslate, type RaRecord } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ResourceDeclaration } from '../types';
import { render } from '../kinds';
import { chosen, type ConflictRow, type Side } from './conflicts';
import { labelOf, useFieldContext } from './useFieldContext';

/** What a refused save needs the operator to decide (docs/decisions.md "Versions"). */
export type SaveProblem = { kind: 'conflict'; rows: ConflictRow[]; mine: RaRecord; theirs: RaRecord } | { kind: 'gone'; canCopy: boolean };

export interface SaveProblemDialogProps {
  decl: ResourceDeclaration;
  problem: SaveProblem;
  /** Save again with these values (by source) on the record as it is now. */
  onSave: (values: Record<string, unknown>) => void;
  /** Close; the form keeps what was typed. */
  onBack: () => void;
  onCopy: () => void;
  onLeave: () => void;
}

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * A save the server refused because the record moved on (412) or is gone (404). Loaded on first
 * use: most operators never see it.
 */
export default function SaveProblemDialog(props: SaveProblemDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open fullWidth maxWidth="md" fullScreen={phone} aria-labelledby={titleId} onClose={props.onBack}>
      {props.problem.kind === 'conflict' ? (
        <Conflict {...props} problem={props.problem} titleId={titleId} />
      ) : (
        <Gone {...props} problem={props.problem} titleId={titleId} />
      )}
    </Dialog>
  );
}

function Gone({
  problem,
  onBack,
  onCopy,
  onLeave,
  titleId,
}: SaveProblemDialogProps & { problem: { kind: 'gone'; canCopy: boolean }; titleId: string }) {
  const translate = useTranslate();
  return (
    <>
      <DialogTitle id={titleId}>{translate('app.versions.gone_title')}</DialogTitle>
      <DialogContent>
        <Typography>{translate('app.versions.gone_text')}</Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onBack}>{translate('app.versions.back')}</Button>
        <Button onClick={onLeave}>{translate('app.versions.leave')}</Button>
        {problem.canCopy && (
          <Button variant="contained" onClick={onCopy}>
            {translate('app.versions.copy_to_new')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

function Conflict({
  decl,
  problem,
  onSave,
  onBack,
  titleId,
}: SaveProblemDialogProps & { problem: Extract<SaveProblem, { kind: 'conflict' }>; titleId: string }) {
  const ctx = useFieldContext(decl.name);
  const translate = ctx.translate;
  const [sides, setSides] = useState<Record<string, Side>>(() => Object.fromEntries(problem.rows.map((r) => [r.field.source, r.initial])));
  const all = (side: Side) => setSides(Object.fromEntries(problem.rows.map((r) => [r.field.source, side])));
  // A value as the details page shows it: the kind's own cell, over the record it belongs to.
  const shown = (record: RaRecord, value: unknown, field: ConflictRow['field']): ReactNode =>
    empty(value) ? (
      translate('app.versions.empty')
    ) : (
      <RecordContextProvider value={record}>{render('cell', field, ctx)}</RecordContextProvider>
    );
  return (
    <>
      <DialogTitle id={titleId}>{translate('app.versions.conflict_title')}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>{translate('app.versions.conflict_intro')}</Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Button size="small" variant="outlined" onClick={() => all('mine')}>
            {translate('app.versions.all_mine')}
          </Button>
          <Button size="small" variant="outlined" onClick={() => all('theirs')}>
            {translate('app.versions.all_theirs')}
          </Button>
        </Box>
        {problem.rows.map((r) => {
          const label = labelOf(decl, r.field.source, translate);
          const mineView = shown(problem.mine, r.mine, r.field);
          const theirsView = shown(problem.theirs, r.theirs, r.field);
          return (
            <Box
              key={r.field.source}
              component="fieldset"
              data-conflict={r.field.source}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, mb: 1.5, minWidth: 0 }}
            >
              <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                {label}
              </Typography>
              <RadioGroup
                aria-label={label}
                value={sides[r.field.source]}
                onChange={(_, v) => setSides((s) => ({ ...s, [r.field.source]: v as Side }))}
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}
              >
                {(
                  [
                    ['mine', 'app.versions.mine', 'app.versions.keep_mine', mineView],
                    ['theirs', 'app.versions.theirs', 'app.versions.take_theirs', theirsView],
                  ] as const
                ).map(([side, caption, action, view]) => (
                  <FormControlLabel
                    key={side}
                    value={side}
                    control={<Radio inputProps={{ 'aria-label': `${translate(action)}: ${label}` }} />}
                    sx={{ alignItems: 'flex-start', m: 0, minWidth: 0 }}
                    label={
                      <Box sx={{ pt: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                        <Typography variant="caption" color="text.secondary" component="div">
                          {translate(caption)}
                        </Typography>
                        <Box data-side={side}>{view}</Box>
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
            </Box>
          );
        })}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onBack}>{translate('app.versions.back')}</Button>
        <Button variant="contained" onClick={() => onSave(chosen(problem.rows, sides))}>
          {translate('app.versions.save_again')}
        </Button>
      </DialogActions>
    </>
  );
}
