import type { ReactElement } from 'react';
import type { Theme } from '@mui/material/styles';
import { useSimpleFormIterator, useSimpleFormIteratorItem, type Validator } from 'ra-core';
import { ArrayInput, SelectInput, SimpleFormIterator, TextInput } from 'ra-ui-materialui';
import { ExactNumberInput as NumberInput } from './ExactNumberInput';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { validatorsFor } from '../../engine/validators';
import type { RowCellDeclaration, RowsFieldDeclaration } from '../kinds/rows';
import { PHONE_CARD } from '../phoneCards';
import { cellLabel, choiceLabel, type RowsContext } from './rowsFormat';

interface Props {
  field: RowsFieldDeclaration;
  ctx: RowsContext;
  label: string;
  validate: Validator[];
  creating: boolean;
}

/** A cell has the checks of its kind (bounds included, money never below 0). */
function cellValidators(cell: RowCellDeclaration, label: string, creating: boolean): Validator[] {
  return validatorsFor(cell, label, creating);
}

/** One cell's input, labelled with its own name (the row number is in the remove button). */
function cellInput(cell: RowCellDeclaration, ctx: RowsContext, creating: boolean): ReactElement {
  const label = cellLabel(cell, ctx);
  const validate = cellValidators(cell, label, creating);
  switch (cell.kind) {
    case 'select':
      return (
        <SelectInput
          key={cell.source}
          source={cell.source}
          label={label}
          validate={validate}
          choices={cell.choices.map((id) => ({ id, name: choiceLabel(cell, id, ctx) }))}
          sx={{ minInlineSize: 220 }}
        />
      );
    case 'money':
    case 'number':
      // No native min/step: the browser would block the save with its own bubble in its own
      // language; the validators above say it in the app's language, under the cell.
      return <NumberInput key={cell.source} source={cell.source} label={label} validate={validate} step="any" />;
    default:
      return <TextInput key={cell.source} source={cell.source} label={label} validate={validate} inputProps={{ dir: 'auto' }} />;
  }
}

/** The remove button names its row, so a screen reader hears which one goes. */
function RemoveRowButton({ ctx }: { ctx: RowsContext }) {
  const { remove, index } = useSimpleFormIteratorItem();
  const label = ctx.translate('app.rows.remove', { number: index + 1 });
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} size="small" color="warning" onClick={() => remove()}>
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function AddRowButton({ ctx }: { ctx: RowsContext }) {
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      {ctx.translate('app.rows.add')}
    </Button>
  );
}

/**
 * The iterator's rows: side by side on a wider screen as react-admin draws them; on a phone
 * (under `sm`) each row is a card headed by its number, its labelled inputs one under the
 * other and its remove button at the end, in the order the keyboard reaches them.
 */
const ROWS = {
  // react-admin shows the remove button on hover only; hidden it is out of the Tab order too.
  '& .RaSimpleFormIterator-action': { visibility: 'visible', alignSelf: 'center' },
  // The row's number heads its card on a phone only: the table's rows carry none.
  '& .RaSimpleFormIterator-index': { display: 'none' },
} as const;
const ROWS_ON_PHONE = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& > ul > li.RaSimpleFormIterator-line': { ...PHONE_CARD, pb: 0.5 },
    '& .RaSimpleFormIterator-index': { display: 'block', m: 0, mb: 1.5, fontWeight: 600 },
    '& .RaSimpleFormIterator-form': { gap: 0 },
    '& .RaSimpleFormIterator-action': { display: 'flex', justifyContent: 'flex-end', mt: 0 },
  },
});

/**
 * A list of small records as editable rows (a plan's services): one line per row with its
 * cells side by side, "Add an item" below, a remove button per row; on a phone one card per
 * row. Reordering is off: the order carries no meaning. Cell errors, from the client or a 422
 * naming `<field>.<row>.<cell>`, show under the cell.
 */
export function RowsInput({ field, ctx, label, validate, creating }: Props) {
  return (
    <ArrayInput source={field.source} label={label} validate={validate} fullWidth>
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        fullWidth
        getItemLabel={(index) => ctx.translate('app.rows.item', { number: index + 1 })}
        removeButton={<RemoveRowButton ctx={ctx} />}
        sx={[ROWS, ROWS_ON_PHONE]}
        addButton={<AddRowButton ctx={ctx} />}
      >
        {field.of.map((cell) => cellInput(cell, ctx, creating))}
      </SimpleFormIterator>
    </ArrayInput>
  );
}
