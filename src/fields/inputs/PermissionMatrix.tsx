import { useMemo } from 'react';
import { useInput, useTranslate, type Validator } from 'ra-core';
import { InputHelperText } from 'ra-ui-materialui';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { actionsOf, entitiesOf, entityLabel, normalisePermissions, permissionOf, type PermissionVocabulary } from './permissionVocabulary';

/** The words of a matrix: `app.permissions` for a role's; a screen may give its own prefix. */
export interface MatrixLabels {
  entity: (entity: string) => string;
  action: (action: string) => string;
  /** The heading of the entity column (default "Entity"). */
  entityHeading?: string;
}

interface Props {
  source: string;
  label: string;
  /** What may be granted (a role: SPEC §6; a company: what its plan includes). */
  vocabulary: PermissionVocabulary;
  validate?: Validator[];
  /** Entity and action names (default: `app.permissions.entities.<e>` or the resource's title, `app.permissions.actions.<a>`). */
  labels?: MatrixLabels;
}

type Permission = string;

/** Checked, unchecked or partly checked, for a toggle over several permissions. */
function stateOf(all: readonly Permission[], chosen: ReadonlySet<string>) {
  const n = all.filter((p) => chosen.has(p)).length;
  return { checked: n > 0 && n === all.length, indeterminate: n > 0 && n < all.length };
}

/**
 * A role's permissions as a table: a row per entity, a column per action, a checkbox only
 * where SPEC §6 has that permission. Row and column "all" toggles set or clear the whole line
 * (a partly chosen line shows as indeterminate and a click selects all of it). Native
 * checkboxes, so Tab moves and Space toggles; each is labelled "<entity>: <action>".
 */
export function PermissionMatrix({ source, label, vocabulary, validate, labels }: Props) {
  const translate = useTranslate();
  const offered = vocabulary.permissions;
  const actions = actionsOf(vocabulary);
  const entities = entitiesOf(vocabulary);
  const rowOf = (entity: string) => actions.map((a) => permissionOf(vocabulary, entity, a)).filter((p): p is Permission => !!p);
  const columnOf = (action: string) => entities.map((e) => permissionOf(vocabulary, e, action)).filter((p): p is Permission => !!p);
  const { field, fieldState, isRequired } = useInput({ source, validate, defaultValue: [] });
  const chosen = useMemo(() => new Set<string>(Array.isArray(field.value) ? field.value : []), [field.value]);
  const entityName = labels?.entity ?? ((e: string) => entityLabel(translate, e));
  const actionName = labels?.action ?? ((a: string) => translate(`app.permissions.actions.${a}`, { _: a }));

  const setMany = (perms: readonly Permission[], on: boolean) => {
    const next = new Set(chosen);
    for (const p of perms) {
      if (on) next.add(p);
      else next.delete(p);
    }
    field.onChange(normalisePermissions(vocabulary, next));
    field.onBlur();
  };
  // A fully checked line clears; an empty or partly checked one fills.
  const toggleAll = (perms: readonly Permission[]) => setMany(perms, !stateOf(perms, chosen).checked);
  const count = offered.filter((p) => chosen.has(p)).length;
  const everything = stateOf(offered, chosen);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minInlineSize: 0, width: '100%' }}>
      <FormLabel component="legend" required={isRequired} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {labels?.entityHeading ?? translate('app.permissions.entity')}
              </TableCell>
              {/* Narrow action headings, so a matrix of many actions (a plan's eight) fits the form. */}
              {actions.map((a) => (
                <TableCell key={a} component="th" scope="col" align="center" sx={{ px: 1 }}>
                  {actionName(a)}
                </TableCell>
              ))}
              <TableCell component="th" scope="col" align="center" sx={{ px: 1 }}>
                {translate('app.permissions.all')}
              </TableCell>
            </TableRow>
            <TableRow sx={{ bgcolor: 'action.hover' }}>
              <TableCell component="th" scope="row">
                {translate('app.permissions.all')}
              </TableCell>
              {actions.map((a) => (
                <TableCell key={a} align="center" padding="checkbox">
                  <Checkbox
                    size="small"
                    {...stateOf(columnOf(a), chosen)}
                    onChange={() => toggleAll(columnOf(a))}
                    slotProps={{ input: { 'aria-label': translate('app.permissions.column_all', { action: actionName(a) }) } }}
                  />
                </TableCell>
              ))}
              <TableCell align="center" padding="checkbox">
                <Checkbox
                  size="small"
                  {...everything}
                  onChange={() => toggleAll(offered)}
                  slotProps={{ input: { 'aria-label': translate('app.permissions.all') } }}
                />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entities.map((e) => (
              <TableRow key={e} hover>
                <TableCell component="th" scope="row">
                  {entityName(e)}
                </TableCell>
                {actions.map((a) => {
                  const p = permissionOf(vocabulary, e, a);
                  return (
                    <TableCell key={a} align="center" padding="checkbox">
                      {p && (
                        <Checkbox
                          size="small"
                          checked={chosen.has(p)}
                          onChange={(event) => setMany([p], event.target.checked)}
                          slotProps={{ input: { 'aria-label': `${entityName(e)}: ${actionName(a)}` } }}
                        />
                      )}
                    </TableCell>
                  );
                })}
                <TableCell align="center" padding="checkbox">
                  <Checkbox
                    size="small"
                    {...stateOf(rowOf(e), chosen)}
                    onChange={() => toggleAll(rowOf(e))}
                    slotProps={{ input: { 'aria-label': translate('app.permissions.row_all', { entity: entityName(e) }) } }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status" aria-live="polite">
        {translate('app.permissions.selected', { count, total: offered.length, smart_count: offered.length })}
      </Typography>
      {fieldState.error && (
        <FormHelperText error>
          <InputHelperText error={fieldState.error.message} />
        </FormHelperText>
      )}
    </Box>
  );
}
