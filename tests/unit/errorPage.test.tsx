import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider, memoryStore } from 'ra-core';
import { AdminContext, Layout } from 'ra-ui-materialui';
import { en } from '../../i18n/en';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { ChunkLoadError, chunkFailureKind, withTimeout } from '../../src/config/chunks';
import { ErrorPage } from '../../src/pages/ErrorPage';
import { TestMemoryRouter as MemoryRouter } from 'ra-core';

const renderPage = (error: Error) =>
  render(
    <MemoryRouter>
      <I18nContextProvider value={createI18nProvider('en', en)}>
        <ErrorPage error={error} resetErrorBoundary={() => undefined} />
      </I18nContextProvider>
    </MemoryRouter>,
  );

describe('the error page', () => {
  it('should say "Oops! Something went wrong." with a way back for an ordinary error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(new Error('boom'));
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('should offer a reload when a script chunk failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderPage(new ChunkLoadError('Failed to fetch dynamically imported module: /assets/ListView.js'));
    expect(screen.getByRole('heading', { name: /Part of the application could not be loaded/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('should offer Retry first when a script chunk failed, drawing the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reset = vi.fn();
    const { container } = render(
      <MemoryRouter>
        <I18nContextProvider value={createI18nProvider('en', en)}>
          <ErrorPage
            error={new ChunkLoadError('Failed to fetch dynamically imported module: /assets/ListView.js')}
            resetErrorBoundary={reset}
          />
        </I18nContextProvider>
      </MemoryRouter>,
    );
    const page = within(container);
    expect(page.getByRole('heading')).toHaveTextContent(en.app.page.chunk_failed_retry);
    const buttons = page.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual([en.app.errors.retry, en.app.page.reload]);
    await userEvent.click(page.getByRole('button', { name: en.app.errors.retry }));
    expect(reset).toHaveBeenCalledOnce();
  });

  it("should draw a screen whose code failed again with Retry inside react-admin's layout, which hands it no reset", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let arrived = false;
    function Screen() {
      if (!arrived) throw new ChunkLoadError('Failed to fetch dynamically imported module: /assets/ListView.js');
      return <p>the screen</p>;
    }
    const { container } = render(
      <MemoryRouter>
        <AdminContext i18nProvider={createI18nProvider('en', en)} store={memoryStore()}>
          <Layout appBar={() => null} menu={() => null} sidebar={() => null} error={ErrorPage}>
            <Screen />
          </Layout>
        </AdminContext>
      </MemoryRouter>,
    );
    const page = within(container);
    const retry = await page.findByRole('button', { name: en.app.errors.retry });
    arrived = true;
    await userEvent.click(retry);
    expect(await page.findByText('the screen')).toBeInTheDocument();
  });

  it('should tell a failed style chunk from a failed script chunk', () => {
    expect(chunkFailureKind(new Error('Unable to preload CSS for /assets/index.css'))).toBe('style');
    expect(chunkFailureKind(new ChunkLoadError('timeout after 120000 ms'))).toBe('script');
    expect(chunkFailureKind(new TypeError('Failed to fetch dynamically imported module: x.js'))).toBe('script');
    expect(chunkFailureKind(new Error('boom'))).toBeUndefined();
  });

  it('should give up on a chunk after the timeout (120 s by default)', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const loading = withTimeout(() => never);
    const outcome = loading.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119999);
    let settled = false;
    void loading.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
    vi.useRealTimers();
  });
});
