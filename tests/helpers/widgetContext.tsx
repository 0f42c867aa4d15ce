import type { ReactNode } from 'react';
import { CoreAdminContext, type DataProvider } from 'ra-core';
import { en } from '../../i18n/en';
import { ar } from '../../i18n/ar';
import { createI18nProvider } from '../../src/locale/i18nProvider';

/** react-admin's contexts (data provider, translations) around a widget under test. */
export function WidgetContext({
  dataProvider,
  locale = 'en',
  children,
}: {
  dataProvider: Partial<DataProvider> & Record<string, unknown>;
  locale?: 'en' | 'ar';
  children: ReactNode;
}) {
  const i18nProvider = createI18nProvider(locale, locale === 'ar' ? ar : en);
  return (
    <CoreAdminContext dataProvider={dataProvider as DataProvider} i18nProvider={i18nProvider}>
      {children}
    </CoreAdminContext>
  );
}

/** A promise with its resolve/reject in hand, to hold a call open while a test looks. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
