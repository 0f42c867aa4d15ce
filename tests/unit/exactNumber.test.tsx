import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, ResourceContextProvider, testDataProvider } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import { en } from '../../i18n/en';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { renderInput } from '../../src/engine/kinds';
import { validatorsFor } from '../../src/engine/validators';
import { loadFormInputs } from '../../src/fields/inputs/lazyInputs';
import { exactNumber } from '../../src/fields/inputs/ExactNumberInput';
import plans from '../../resources/plans';

afterEach(cleanup);
beforeAll(() => loadFormInputs());

describe('a typed number stays as typed', () => {
  it('should keep the text when the number would read otherwise', () => {
    expect(exactNumber('12', 12)).toBe(12);
    expect(exactNumber('0.5', 0.5)).toBe(0.5);
    expect(exactNumber('', NaN)).toBeNull();
    expect(exactNumber('12345678901234567890', Number('12345678901234567890'))).toBe('12345678901234567890');
    expect(exactNumber('12.50', 12.5)).toBe('12.50');
    expect(exactNumber('1e400', Infinity)).toBe('1e400');
  });

  // Every number-like kind the plan form draws: a count (number) and a price (money).
  it.each(['inventories_count', 'price_month'])(
    '%s: a refused 20-digit value is shown exactly as typed, with the message',
    async (source) => {
      const submitted = vi.fn();
      const field = plans.fields.find((f) => f.source === source)!;
      const i18n = createI18nProvider('en', en);
      const label = i18n.translate(`resources.plans.fields.${source}`);
      const ctx = {
        resource: 'plans',
        locale: 'en' as const,
        translate: i18n.translate,
        creating: true,
        validate: validatorsFor(field, label, true),
      };
      render(
        <AdminContext dataProvider={testDataProvider()} i18nProvider={i18n}>
          <ResourceContextProvider value="plans">
            <Form record={{ currency: 'SAR' }} onSubmit={submitted} noValidate>
              {renderInput(field, ctx)}
              <button type="submit">submit</button>
            </Form>
          </ResourceContextProvider>
        </AdminContext>,
      );
      const input = (await screen.findByRole('spinbutton', { name: new RegExp(label) })) as HTMLInputElement;
      act(() => input.focus());
      fireEvent.change(input, { target: { value: '12345678901234567890' } });
      fireEvent.blur(input);
      fireEvent.click(screen.getByRole('button', { name: 'submit' }));
      await waitFor(() => expect(screen.getByText(/is too large/)).toBeTruthy());
      expect(input.value).toBe('12345678901234567890');
      expect(submitted).not.toHaveBeenCalled();
    },
  );
});
