import { useMemo } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { CoreAdminContext } from 'ra-core';
import { createAppStore } from '../locale/localeStore';
import type { ConfigProblem } from '../config/runtimeConfig';
import type { AppI18nProvider } from '../locale/i18nProvider';
import { ConfigError } from '../pages/ConfigError';
import { DirectionProvider } from '../theme/DirectionProvider';

/** The whole app when a production build has no API address: no providers, no routes, no data. */
export function ConfigErrorApp({ i18nProvider, problem }: { i18nProvider: AppI18nProvider; problem: ConfigProblem }) {
  const store = useMemo(() => createAppStore(), []);
  return (
    <CoreAdminContext i18nProvider={i18nProvider} store={store}>
      <DirectionProvider>
        <CssBaseline enableColorScheme />
        <ConfigError problem={problem} />
      </DirectionProvider>
    </CoreAdminContext>
  );
}
