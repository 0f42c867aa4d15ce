import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import countries from '../../resources/countries';
import { en } from '../../i18n/en';
import { applyLocale } from '../../src/locale/languages';
import type { ResourceDeclaration } from '../../src/engine/types';
import { renderView } from '../helpers/views';
import { createDemoServer } from '../helpers/demoServer';
import { createTestProviders } from '../helpers/providers';

const demo = createDemoServer();
beforeAll(() => demo.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => cleanup());
afterAll(() => demo.server.close());
beforeEach(() => {
  demo.store.reset();
  applyLocale('en');
});

/** The countries list as `email` sees it, once its toolbar shows Export. */
async function list(email: string, decl: ResourceDeclaration = countries) {
  const providers = createTestProviders();
  await providers.authProvider.login({ email, password: 'demo1234' });
  renderView({
    decl,
    view: 'list',
    url: '/settings/countries',
    catalog: providers.catalog,
    dataProvider: providers.dataProvider,
    authProvider: providers.authProvider,
  });
  await screen.findByRole('button', { name: en.widgets.export.button }, { timeout: 8000 });
}

describe('the Import button of a list', () => {
  it('should be beside Export for whoever may create a record of the list', async () => {
    await list('admin@demo.test');
    expect(await screen.findByRole('button', { name: en.widgets.import.button })).toBeInTheDocument();
  });

  it('should not be there without the create permission (the viewer may only list countries)', async () => {
    await list('viewer@demo.test');
    // Given the time the admin's button takes to show (the right to create is asked asynchronously).
    await expect(screen.findByRole('button', { name: en.widgets.import.button }, { timeout: 1500 })).rejects.toThrow();
  });

  it('should not be there when the resource turns import off', async () => {
    await list('admin@demo.test', { ...countries, import: false });
    expect(await screen.findByRole('link', { name: en.ra.action.create })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.widgets.import.button })).not.toBeInTheDocument();
  });
});
