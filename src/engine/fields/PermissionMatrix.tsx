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
import {
  PERMISSIONS,
  PERMISSION_ACTIONS,
  PERMISSION_ENTITIES,
  normalisePermissions,
  permissionOf,
  type Permission,
  type PermissionAction,
} from './permissions';

interface Props {
  source: string;
  label: string;
  validate?: Validator[];
}

/** Checked, unchecked or partly checked, for a toggle over several permissions. */
function stateOf(all: readonly Permission[], chosen: ReadonlySet<string>) {
  const n = all.filter((p) => chosen.has(p)).length;
  return { checked: n > 0 && n === all.length, indeterminate: n > 0 && n < all.length };
}

const rowOf = (entity: string) => PERMISSION_ACTIONS.map((a) => permissionOf(entity, a)).filter((p): p is Permission => !!p);
const columnOf = (action: PermissionAction) => PERMISSION_ENTITIES.map((e) => permissionOf(e, action)).filter((p): p is Permission => !!p);

/**
 * A role's permissions as a table: a row per entity, a column per action, a checkbox only
 * where SPEC §6 has that permission. Row and column "all" toggles set or clear the whole line
 * (a partly chosen line shows as indeterminate and a click selects all of it). Native
 * checkboxes, so Tab moves and Space toggles; each is labelled "<entity>: <action>".
 */
export function PermissionMatrix({ source, label, validate }: Props) {
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput({ source, validate, defaultValue: [] });
  const chosen = useMemo(() => new Set<string>(Array.isArray(field.value) ? field.value : []), [field.value]);
  const entityName = (e: string) => translate(`app.permissions.entities.${e}`, { _: e });
  const actionName = (a: PermissionAction) => translate(`app.permissions.actions.${a}`);

  const setMany = (perms: readonly Permission[], on: boolean) => {
    const next = new Set(chosen);
    for (const p of perms) {
      if (on) next.add(p);
      else next.delete(p);
    }
    field.onChange(normalisePermissions(next));
    field.onBlur();
  };
  // A fully checked line clears; an empty or partly checked one fills.
  const toggleAll = (perms: readonly Permission[]) => setMany(perms, !stateOf(perms, chosen).checked);
  const count = PERMISSIONS.filter((p) => chosen.has(p)).length;
  const everything = stateOf(PERMISSIONS, chosen);

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
                {translate('app.permissions.entity')}
              </TableCell>
              {PERMISSION_ACTIONS.map((a) => (
                <TableCell key={a} component="th" scope="col" align="center">
                  {actionName(a)}
                </TableCell>
              ))}
              <TableCell component="th" scope="col" align="center">
                {translate('app.permissions.all')}
              </TableCell>
            </TableRow>
            <TableRow sx={{ bgcolor: 'action.hover' }}>
              <TableCell component="th" scope="row">
                {translate('app.permissions.all')}
              </TableCell>
              {PERMISSION_ACTIONS.map((a) => (
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
                  onChange={() => toggleAll(PERMISSIONS)}
                  slotProps={{ input: { 'aria-label': translate('app.permissions.all') } }}
                />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {PERMISSION_ENTITIES.map((e) => (
              <TableRow key={e} hover>
                <TableCell component="th" scope="row">
                  {entityName(e)}
                </TableCell>
                {PERMISSION_ACTIONS.map((a) => {
                  const p = permissionOf(e, a);
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
        {translate('app.permissions.selected', { count, total: PERMISSIONS.length })}
      </Typography>
      {fieldState.error && (
        <FormHelperText error>
          <InputHelperText error={fieldState.error.message} />
        </FormHelperText>
      )}
    </Box>
  );
}
