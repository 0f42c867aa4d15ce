import type { AppDataProvider as CoreDataProvider } from './dataProvider';
import type { ShellApi } from './shellApi';
import type { WidgetApi } from './widgetApi';

/**
 * The data provider as the app sees it: react-admin's CRUD plus the special calls.
 * Screens get it with `useDataProvider<AppDataProvider>()`.
 */
export type AppDataProvider = CoreDataProvider & WidgetApi & ShellApi;
