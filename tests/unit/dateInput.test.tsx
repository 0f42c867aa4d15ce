import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, ResourceContextProvider, testDataProvider } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import { en } from '../../i18n/en';
import { ar } from '../../i18n/ar';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { renderInput } from '../../src/engine/kinds';
import { validatorsFor } from '../../src/engine/validators';
import { formatDateText, parseDateText, toLatinDigits } from '../../src/fields/inputs/localeDate';
import type { Locale } from '../../src/locale/languages';
import { iso } from '../helpers/isolates';
import offers from '../../resources/offers';

afterEach(cleanup);

describe('dates in the language order', () => {
  it('should write ISO dates day first, with the digits the app formats with', () => {
    expect(formatDateText('2026-11-03', 'ar')).toBe('03/11/2026');
    expect(formatDateText('2026-11-03', 'en')).toBe('03/11/2026');
    expect(formatDateText('2026-11-03T10:00:00Z', 'en')).toBe('03/11/2026');
    expect(formatDateText('not a date', 'en')).toBe('');
  });

  it('should read what is typed in that order, Arabic-Indic digits included, as ISO', () => {
    expect(parseDateText('3/11/2026', 'en')).toBe('2026-11-03');
    expect(parseDateText('٠٣/١١/٢٠٢٦', 'ar')).toBe('2026-11-03');
    expect(parseDateText('۳-۱۱-۲۰۲۶', 'ar')).toBe('2026-11-03');
    expect(parseDateText('29.02.2028', 'en')).toBe('2028-02-29');
    expect(parseDateText('2026-11-03', 'ar')).toBe('2026-11-03');
    expect(toLatinDigits('٢٠٢٦')).toBe('2026');
    for (const bad of ['31/02/2026', '13/13/2026', '03/11/26', '2026-02-30', '03/11', 'ab/cd/efgh', '']) {
      expect(parseDateText(bad, 'en'), bad).toBeNull();
    }
  });
});

function renderDate(locale: Locale, record: Record<string, unknown> = {}) {
  const submitted = vi.fn();
  const field = offers.fields.find((f) => f.source === 'start_date')!;
  const i18n = createI18nProvider(locale, locale === 'ar' ? ar : en);
  const label = i18n.translate('resources.offers.fields.start_date');
  const ctx = { resource: 'offers', locale, translate: i18n.translate, creating: true, validate: validatorsFor(field, label, true) };
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18n}>
      <ResourceContextProvider value="offers">
        <Form record={record} onSubmit={submitted}>
          {renderInput(field, ctx)}
          <button type="submit">submit</button>
        </Form>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { submitted, label, input: screen.getByRole('textbox', { name: new RegExp(label) }) as HTMLInputElement };
}

describe('the date input', () => {
  it('should show a stored date in the Arabic order and keep it as ISO', async () => {
    const { input, submitted } = renderDate('ar', { id: 1, start_date: '2026-01-31' });
    expect(input).toHaveValue('31/01/2026');
    expect(input).toHaveAttribute('placeholder', 'يوم/شهر/سنة');
    expect(input).toHaveAttribute('dir', 'ltr');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0][0].start_date).toBe('2026-01-31');
  });

  it('should store what is typed in English order as ISO', async () => {
    const { input, submitted } = renderDate('en');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await userEvent.type(input, '07/03/2027');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0][0].start_date).toBe('2027-03-07');
  });

  it('should accept Arabic-Indic digits typed in Arabic', async () => {
    const { input, submitted } = renderDate('ar');
    await userEvent.type(input, '٠٧/٠٣/٢٠٢٧');
    await userEvent.tab();
    // Re-written on leaving the field in the digits the app shows dates with.
    expect(input).toHaveValue('07/03/2027');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0][0].start_date).toBe('2027-03-07');
  });

  it('should refuse an impossible date with the translated message, sending nothing', async () => {
    const { input, submitted, label } = renderDate('ar');
    await userEvent.type(input, '31/02/2027');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText(iso`قيمة ${label} غير صالحة.`)).toBeInTheDocument();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('should say the field is required when left empty', async () => {
    const { submitted, label } = renderDate('en');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText(iso`${label} is required.`)).toBeInTheDocument();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('should take a day chosen in the calendar and show it in the language order', async () => {
    const { input, submitted, label } = renderDate('en');
    const picker = screen.getByTestId('start_date-picker') as HTMLInputElement;
    const showPicker = vi.fn();
    picker.showPicker = showPicker;
    await userEvent.click(screen.getByRole('button', { name: iso`Open the calendar of ${label}` }));
    expect(showPicker).toHaveBeenCalledTimes(1);
    fireEvent.change(picker, { target: { value: '2027-12-25' } });
    expect(input).toHaveValue('25/12/2027');
    // Alt+Down opens it from the keyboard too.
    input.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(showPicker).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0][0].start_date).toBe('2027-12-25');
  });
});
