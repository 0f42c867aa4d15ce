import { afterEach, describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useNotify } from 'ra-core';
import Alerts from '../../src/layout/Alerts';
import { WidgetContext } from '../helpers/widgetContext';
import { en } from '../../i18n/en';
import { ar } from '../../i18n/ar';
import { alertWithServerWords } from '../../src/providers/failureAlert';

afterEach(cleanup);

const handle: { notify?: ReturnType<typeof useNotify> } = {};
function Notifier() {
  const notify = useNotify();
  useEffect(() => {
    handle.notify = notify;
  }, [notify]);
  return null;
}
const notify: ReturnType<typeof useNotify> = (...args) => handle.notify!(...args);

function mount(locale: 'en' | 'ar' = 'en') {
  render(
    <WidgetContext dataProvider={{}} locale={locale}>
      <Notifier />
      <Alerts />
    </WidgetContext>,
  );
}

const message = () => document.querySelector('.MuiSnackbarContent-message')?.textContent;

describe('Alerts', () => {
  it("should show the server's message as text, isolated, beside the translated class words", async () => {
    mount('ar');
    act(() => notify('app.errors.server', { type: 'error', messageArgs: { _: 'app.errors.server', server: 'Maintenance <b>soon</b>.' } }));
    await waitFor(() => expect(message()).toBe(`${ar.app.errors.server} Maintenance <b>soon</b>.`));
    const words = document.querySelector('.MuiSnackbarContent-message bdi');
    expect(words?.getAttribute('dir')).toBe('auto');
    expect(words?.textContent).toBe('Maintenance <b>soon</b>.');
    expect(document.querySelector('.MuiSnackbarContent-message b')).toBeNull();
  });

  it("should show a refused form's alert with the server's sentence, and the class words alone without one", async () => {
    mount();
    act(() => notify(alertWithServerWords('ra.message.invalid_form', 'El nombre ya existe.'), { type: 'error', autoHideDuration: null }));
    await waitFor(() => expect(message()).toBe(`${en.ra.message.invalid_form} El nombre ya existe.`));
    act(() => notify(alertWithServerWords('ra.message.invalid_form'), { type: 'error' }));
    await waitFor(() => expect(message()).toBe(en.ra.message.invalid_form));
    expect(document.querySelector('.MuiSnackbarContent-message bdi')).toBeNull();
  });

  it('should show a translated alert with its values', async () => {
    mount('ar');
    act(() => notify('shell.push.received', { type: 'info', messageArgs: { title: 'Invoice 12' } }));
    // The value is isolated (FSI … PDI) inside the Arabic sentence.
    await waitFor(() => expect(message()).toBe(ar.shell.push.received.replace('%{title}', '\u2068Invoice 12\u2069')));
  });

  it('should let a newer alert replace the one on screen instead of queueing behind it', async () => {
    mount();
    // An alert that never runs out by itself: with a queue, the next one would never show.
    act(() => notify('ra.message.invalid_form', { type: 'error', autoHideDuration: null }));
    await waitFor(() => expect(message()).toBe(en.ra.message.invalid_form));
    act(() => notify('screens.common.saved', { type: 'success' }));
    await waitFor(() => expect(message()).toBe(en.screens.common.saved));
    expect(screen.queryByText(en.ra.message.invalid_form)).toBeNull();
  });

  it('should show alerts that arrive together one after the other, the last one staying', async () => {
    mount();
    act(() => {
      notify('ra.message.invalid_form', { type: 'error', autoHideDuration: null });
      notify('screens.common.saved', { type: 'success', autoHideDuration: null });
    });
    await waitFor(() => expect(message()).toBe(en.screens.common.saved));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(message()).toBe(en.screens.common.saved);
  });

  it('should close on Escape', async () => {
    mount();
    act(() => notify('screens.common.saved', { type: 'success', autoHideDuration: null }));
    await waitFor(() => expect(message()).toBe(en.screens.common.saved));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(message()).toBeUndefined());
  });
});
