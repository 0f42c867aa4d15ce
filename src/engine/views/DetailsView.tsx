import Box from '@mui/material/Box';
import { Show, SimpleShowLayout, SimpleShowLayoutClasses } from 'ra-ui-materialui';
import type { ReactNode } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { BackIcon } from '../../theme/icons';
import { useRecordContext, useShowContext } from 'ra-core';
import { ReadError, useRecordReadFailure } from './ReadError';
import type { FieldDeclaration, ResourceDeclaration } from '../types';
import { render } from '../kinds';
import { LinkButton } from './LinkButton';
import { DetailsActions } from './DetailsActions';
import { fieldsIn, useFieldContext } from './useFieldContext';
import { FIELD_COLUMNS, Section, spansRow } from './FormSections';
import { isolateValue } from '../../locale/bidi';
import { recordTitleOf, useCan, useResourceRoute } from './useResourceRoute';
import { StaleRecordNotice } from './StaleRecordNotice';

function DetailsToolbar({ decl, lead, main }: { decl: ResourceDeclaration; lead: ReactNode; main: ReactNode }) {
  const record = useRecordContext();
  return <DetailsActions decl={decl} record={record} lead={lead} main={main} />;
}

function DetailsTitle({ decl }: { decl: ResourceDeclaration }) {
  const record = useRecordContext();
  const route = useResourceRoute(decl);
  // The record's name is isolated like a value put into a translated sentence.
  return <>{`${route.title('item')}: ${isolateValue(recordTitleOf(decl, record, route.locale))}`}</>;
}

/** A failed record read that is not a 404: what failed, and Retry. */
function RecordReadError() {
  const { error, refetch } = useShowContext();
  return <ReadError error={error} onRetry={() => void refetch()} />;
}

/** The record moved on on the server since the page read it: says so, with Reload. */
function DetailsStaleNotice({ resource, id }: { resource: string; id?: string }) {
  const { refetch } = useShowContext();
  return <StaleRecordNotice resource={resource} id={id} onReload={() => void refetch()} />;
}

/**
 * Fields as react-admin's show layout labels them, in the form's columns: a field the form gives
 * a whole row (`fullWidth`) has one here too. A value keeps the page's side (start) whatever its
 * own direction: a Latin e-mail under an Arabic label lines up with the label.
 */
function Columns({ fields, children }: { fields: readonly FieldDeclaration[]; children: ReactNode }) {
  const wide = Object.fromEntries(fields.filter(spansRow).map((f) => [`& .ra-field-${f.source}`, { gridColumn: '1 / -1' }]));
  return (
    <SimpleShowLayout
      spacing={0}
      sx={{
        p: 0,
        [`& .${SimpleShowLayoutClasses.stack}`]: { ...FIELD_COLUMNS, rowGap: 1.5 },
        '& .ra-field': { minWidth: 0, textAlign: 'start' },
        '& .ra-field [dir="ltr"], & .ra-field [dir="auto"]': { display: 'inline-block', maxWidth: '100%', overflowWrap: 'break-word' },
        ...wide,
      }}
    >
      {children}
    </SimpleShowLayout>
  );
}

/** The record's fields, in the declared sections (each a titled group) when there are some. */
function DetailsFields({ decl }: { decl: ResourceDeclaration }) {
  const ctx = useFieldContext(decl.name);
  const shown = fieldsIn(decl, 'details');
  if (!decl.sections)
    return (
      <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Columns fields={shown}>{shown.map((f) => render('cell', f, ctx))}</Columns>
      </Box>
    );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      {decl.sections.map((section) => {
        const inside = section.fields.flatMap((source) => shown.filter((f) => f.source === source));
        if (inside.length === 0) return null;
        return (
          <Section key={section.name} title={ctx.translate(`resources.${decl.name}.sections.${section.name}`)}>
            <Columns fields={inside}>{inside.map((f) => render('cell', f, ctx))}</Columns>
          </Section>
        );
      })}
    </Box>
  );
}

export default function DetailsView({ decl }: { decl: ResourceDeclaration }) {
  const route = useResourceRoute(decl);
  const canEdit = useCan(decl.name, 'edit');
  const id = route.params.id;
  const onReadError = useRecordReadFailure();
  const listPath = route.pathTo('list');
  return (
    <Show
      resource={decl.name}
      id={id}
      // The stale notice says when the record changed, instead of a silent refetch on focus.
      queryOptions={{ onError: onReadError, refetchOnWindowFocus: false }}
      error={<RecordReadError />}
      title={<DetailsTitle decl={decl} />}
      actions={
        <DetailsToolbar
          decl={decl}
          lead={listPath && <LinkButton to={listPath} icon={<BackIcon />} label="ra.action.list" />}
          main={canEdit && id && <LinkButton to={route.pathTo('edit', id)!} icon={<EditIcon />} label="ra.action.edit" />}
        />
      }
    >
      <DetailsStaleNotice resource={decl.name} id={id} />
      <DetailsFields decl={decl} />
    </Show>
  );
}
