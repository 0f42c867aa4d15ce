import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ResourceContextProvider, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, type Validator } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { Button, Edit, SaveButton, SimpleForm, Toolbar, TopToolbar } from 'ra-ui-materialui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BackIcon } from '../../theme/icons';
import { useConfirm } from '../../engine/ConfirmProvider';
import { useFailureText } from '../../engine/views/ReadError';
import { codePreview, SECTIONS, SETTINGS, settingError, type SettingField, type SettingsKind } from './settingsSchema';
import { UnsavedFormTracker } from '../../engine/views/unsavedForms';
import { renderInput } from '../../engine/kinds';
import { useFieldContext } from '../../engine/views/useFieldContext';

/** Labels `resources.plans.settings.fields.<source>`, choices `resources.plans.settings.choices.<source>.<value>`. */
const SETTINGS_RESOURCE = 'plans.settings';

function validatorOf(field: SettingField, name: string): Validator {
  return (value) => {
    const error = settingError(field, value);
    return error ? { message: `app.validation.${error}`, args: { name } } : undefined;
  };
}

/** A settings value is a declared field: the input of its kind, as in any resource form. */
function Input({ field }: { field: SettingField }) {
  const ctx = useFieldContext(SETTINGS_RESOURCE);
  const validate = validatorOf(field, ctx.translate(`resources.${SETTINGS_RESOURCE}.fields.${field.source}`));
  return renderInput(field, { ...ctx, validate: [validate], creating: false });
}

/** The code an operator will get with the current prefix, length and start number. */
function CodePreview({ entity }: { entity: string }) {
  const translate = useTranslate();
  const [prefix, length, start] = [
    useWatch({ name: `${entity}_prefix` }),
    useWatch({ name: `${entity}_length` }),
    useWatch({ name: `${entity}_start` }),
  ];
  return (
    <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
      {translate('resources.plans.settings.preview')}{' '}
      <Box component="code" dir="ltr" sx={{ fontWeight: 600 }}>
        {codePreview(prefix, length, start)}
      </Box>
    </Typography>
  );
}

function Sections({ kind }: { kind: SettingsKind }) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      {SECTIONS[kind].map((section) => (
        <Box key={section} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {translate(`resources.plans.settings.sections.${section}`)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'flex-start' }}>
            {SETTINGS[kind]
              .filter((f) => f.section === section)
              .map((f) => (
                <Box key={f.source} sx={f.fullWidth ? { flex: '1 1 320px' } : { minWidth: 220 }}>
                  <Input field={f} />
                </Box>
              ))}
            {kind === 'codes' && <CodePreview entity={section} />}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** For a company: whose settings are these, and a way back to the plan's. */
function InheritanceNote({ resource }: { resource: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const confirm = useConfirm();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const failureText = useFailureText();
  const refresh = useRefresh();
  if (!record) return null;
  if (!record.overridden)
    return (
      <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
        {translate('resources.companies.settings.inherited')}
      </Alert>
    );
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2, width: '100%' }}
      action={
        <Button
          label="resources.companies.settings.use_plan"
          onClick={() =>
            confirm({
              title: 'resources.companies.settings.use_plan_confirm',
              onConfirm: async () => {
                try {
                  await dataProvider.delete(resource, { id: record.id, previousData: record });
                  notify('resources.companies.settings.use_plan_done', { type: 'info' });
                  refresh();
                } catch (e) {
                  const text = failureText(e);
                  notify(text, { type: 'error', messageArgs: { _: text } });
                }
              },
            })
          }
        />
      }
    >
      {translate('resources.companies.settings.overridden')}
    </Alert>
  );
}

export interface SettingsFormProps {
  kind: SettingsKind;
  /** The API resource (endpoint) holding these settings. */
  resource: string;
  id: number;
  title: ReactNode;
  back?: { to: string; label: string };
  company?: boolean;
}

/**
 * A plan's or a company's settings page: ONE GET to load, ONE PUT to save (react-admin's
 * pessimistic Edit, so 422 messages show under the fields and nothing typed is lost).
 */
export function SettingsForm({ kind, resource, id, title, back, company }: SettingsFormProps) {
  const toolbar = useMemo(
    () => (
      <Toolbar>
        <SaveButton />
      </Toolbar>
    ),
    [],
  );
  return (
    <Edit
      resource={resource}
      id={id}
      mutationMode="pessimistic"
      // An API-only resource declared by this page (`api` in resources/*.ts): react-admin's own
      // `canAccess` is answered with the page's permission, like the route guard.
      redirect={false}
      title={title}
      actions={
        <TopToolbar>
          {back && (
            <Button component={RouterLink} to={back.to} label={back.label}>
              <BackIcon />
            </Button>
          )}
        </TopToolbar>
      }
    >
      <SimpleForm noValidate warnWhenUnsavedChanges toolbar={toolbar} sx={{ maxWidth: 960 }}>
        {company && <InheritanceNote resource={resource} />}
        {/* Inputs take their labels from `resources.plans.settings.fields`, whatever the endpoint. */}
        <ResourceContextProvider value={SETTINGS_RESOURCE}>
          <Sections kind={kind} />
        </ResourceContextProvider>
        <UnsavedFormTracker />
      </SimpleForm>
    </Edit>
  );
}
