import { useEffect, useId, useRef, type ReactElement, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FieldDeclaration, ResourceDeclaration } from '../types';

/** One field's input, or its cell, with the field it shows. */
export interface Placed {
  field: FieldDeclaration;
  element: ReactElement;
}

/**
 * A titled group of a form or details page (docs/decisions.md "Forms"): an outlined card whose
 * heading names the group for assistive technology too (`role="group"`, `aria-labelledby`).
 */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={id}
      data-section=""
      sx={{ width: '100%', p: { xs: 1.5, sm: 2 }, mb: 2, boxSizing: 'border-box' }}
    >
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The columns of a form's and a details page's fields: one on a phone, two from `sm` up. */
export const FIELD_COLUMNS = {
  display: 'grid',
  width: '100%',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  columnGap: 2,
  alignItems: 'start',
} as const;

/** A field spans the whole row when it asks to (`fullWidth`: notes, a matrix, a gallery). */
export const spansRow = (field: FieldDeclaration) => !!field.fullWidth;

/**
 * The placed fields in their declared sections, in the sections' order; without sections, in
 * one group. Each input sits in a box that names its field (`data-source`), so the first field
 * in error can be found in the order the operator reads.
 */
export function Sectioned({
  decl,
  placed,
  translate,
  grid = true,
}: {
  decl: ResourceDeclaration;
  placed: readonly Placed[];
  translate: (key: string) => string;
  /** In FIELD_COLUMNS (the form); false: one field a line. */
  grid?: boolean;
}) {
  const cell = (p: Placed) => (
    <Box
      key={p.field.source}
      data-source={p.field.source}
      sx={grid ? { minWidth: 0, gridColumn: spansRow(p.field) ? '1 / -1' : undefined } : { display: 'contents' }}
    >
      {p.element}
    </Box>
  );
  if (!decl.sections) return grid ? <Box sx={FIELD_COLUMNS}>{placed.map(cell)}</Box> : <>{placed.map(cell)}</>;
  const bySource = new Map(placed.map((p) => [p.field.source, p]));
  return (
    <>
      {decl.sections.map((section) => {
        const inside = section.fields.flatMap((source) => bySource.get(source) ?? []);
        if (inside.length === 0) return null;
        return (
          <Section key={section.name} title={translate(`resources.${decl.name}.sections.${section.name}`)}>
            <Box sx={grid ? FIELD_COLUMNS : undefined}>{inside.map(cell)}</Box>
          </Section>
        );
      })}
    </>
  );
}

const FOCUSABLE =
  'input:not([type="hidden"]), textarea, select, button, a[href], [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function usable(el: Element): el is HTMLElement {
  return (
    el instanceof HTMLElement &&
    !el.matches(':disabled, [tabindex="-1"], [aria-hidden="true"]') &&
    !el.closest('[aria-hidden="true"], [hidden]')
  );
}

/**
 * Where focus goes in a field in error: its input marked invalid, else its first control (the
 * upload button of an image, the first checkbox of a permissions matrix).
 */
export function focusTarget(box: Element): HTMLElement | undefined {
  const invalid = [...box.querySelectorAll('[aria-invalid="true"]')].find((el) => usable(el) && el.matches(FOCUSABLE));
  if (invalid) return invalid as HTMLElement;
  return [...box.querySelectorAll(FOCUSABLE)].find(usable);
}

/**
 * After a submit that fails (a missing value, a rule, or the server's 422), the first field in
 * error in reading order gets the focus and is scrolled to the middle of the screen, whatever
 * its kind: react-hook-form's own focusing only reaches inputs that registered a DOM ref, in the
 * order they registered.
 */
export function FocusFirstError() {
  const { submitCount, isSubmitting, errors } = useFormState();
  const handled = useRef(submitCount);
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const sources = new Set(Object.keys(errors ?? {}));
    const form = anchor.current?.closest('form');
    if (!form || sources.size === 0) return;
    const box = [...form.querySelectorAll('[data-source]')].find((b) => sources.has(b.getAttribute('data-source') ?? ''));
    const target = box && focusTarget(box);
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ block: 'center' });
  }, [submitCount, isSubmitting, errors]);
  return <span ref={anchor} hidden />;
}
