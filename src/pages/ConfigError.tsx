import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import type { ConfigProblem } from '../config/runtimeConfig';
import { LanguageButtons } from '../layout/LanguageButtons';
import { APP_BAR_LOCALES } from '../locale/languages';
import { StatusPage } from './StatusPage';
// The sign-in form's style sheet comes with this page's chunk (src/theme/signInStyles.ts).
import '../theme/signIn.css';

/**
 * A production build that does not know where its API is (config.json missing, not JSON, or
 * without `apiUrl`): says so, and shows no data of any kind (docs/deploy.md).
 */
export function ConfigError({ problem }: { problem: ConfigProblem }) {
  const translate = useTranslate();
  return (
    <Box component="main" data-testid="config-error" data-problem={problem}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 2 }}>
        <LanguageButtons locales={APP_BAR_LOCALES} />
      </Box>
      <StatusPage
        title={translate('app.config_error.title')}
        hint={`${translate(`app.config_error.${problem}`)} ${translate('app.config_error.hint')}`}
        actions={
          <Button variant="contained" onClick={() => window.location.reload()}>
            {translate('app.page.reload')}
          </Button>
        }
      />
    </Box>
  );
}
