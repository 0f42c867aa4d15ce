import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FLAG_URLS } from '../../src/fields/flag/flagUrls';
import { Flag } from '../../src/fields/flag/Flag';
import { RecordContextProvider } from 'ra-core';
import { text } from '../../src/fields/kinds/text';
import PhoneInputImpl from '../../src/fields/phone/PhoneInputImpl';
import { WidgetContext } from '../helpers/widgetContext';

/** U+1F1E6–U+1F1FF: two of them make an emoji flag, which Windows draws as two boxed letters. */
const REGIONAL_INDICATOR = /[\u{1F1E6}-\u{1F1FF}]/u;

describe('Flag', () => {
  it('should map every country code to its own SVG file', () => {
    expect(Object.keys(FLAG_URLS).length).toBeGreaterThan(240);
    expect(FLAG_URLS.SA).toMatch(/\/SA(-[\w-]+)?\.svg(\?[\w&-]*)?$/);
    expect(Object.keys(FLAG_URLS).every((k) => /^[A-Z]{2}$/.test(k))).toBe(true);
  });

  it('should draw SA as a decorative image file, 20 × 15, loaded lazily', async () => {
    const { container } = render(<Flag code="SA" />);
    const img = await waitFor(() => {
      const found = container.querySelector('img');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(img.getAttribute('src')).toMatch(/\/SA(-[\w-]+)?\.svg(\?[\w&-]*)?$/);
    expect(img.getAttribute('src')).not.toMatch(/^data:/);
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('aria-hidden')).toBe('true');
    expect(img.getAttribute('width')).toBe('20');
    expect(img.getAttribute('height')).toBe('15');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('should draw a neutral box for a code with no flag', async () => {
    const { container } = render(<Flag code="ZZ" />);
    render(<Flag code="SA" />); // the map has loaded: ZZ is then known to have no flag
    await waitFor(() => expect(document.querySelector('img[data-flag="SA"]')).not.toBeNull());
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-flag="none"]')).not.toBeNull();
  });
});

describe('flags in the phone input', () => {
  it('should list every country with its flag image, and show the chosen one on the country button', async () => {
    render(
      <WidgetContext dataProvider={{}}>
        <PhoneInputImpl
          id="phone"
          name="phone"
          label="Phone"
          value="+966501234567"
          defaultCountry="SA"
          onChange={() => {}}
          onBlur={() => {}}
        />
      </WidgetContext>,
    );
    const button = await screen.findByRole('button', { name: /Saudi Arabia/ });
    await waitFor(() => expect(button.querySelector('img[data-flag="SA"]')).not.toBeNull());
    fireEvent.click(button);
    const list = await screen.findByRole('list', { name: 'Choose the country' });
    const rows = within(list).getAllByRole('button');
    expect(rows.length).toBeGreaterThan(240);
    for (const row of rows) {
      const img = row.querySelector('img');
      expect(img, row.textContent ?? '').not.toBeNull();
      expect(img!.getAttribute('src')).toMatch(/\/[A-Z]{2}(-[\w-]+)?\.svg(\?[\w&-]*)?$/);
      expect(row.textContent).not.toMatch(REGIONAL_INDICATOR);
    }
  });
});

describe('no emoji flags', () => {
  it('should leave no regional indicator letter, nor code that makes them, in the app', () => {
    const root = path.resolve(__dirname, '../..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(ts|tsx|js|mjs|json|css|html)$/.test(entry.name)) {
          const text = readFileSync(file, 'utf8');
          if (REGIONAL_INDICATOR.test(text) || /0x1f1e6/i.test(text)) offenders.push(path.relative(root, file));
        }
      }
    };
    for (const dir of ['src', 'resources', 'i18n']) walk(path.join(root, dir));
    expect(offenders).toEqual([]);
  });
});

describe('flags in the countries list', () => {
  it('should show the flag before an ISO code when the text field asks for it, and nothing more when it does not', async () => {
    const cell = (flag: boolean) =>
      render(
        <WidgetContext dataProvider={{}}>
          <RecordContextProvider value={{ id: 1, code2: 'SA' }}>
            {text.cell({ source: 'code2', kind: 'text', flag }, {} as never)}
          </RecordContextProvider>
        </WidgetContext>,
      ).container;
    const flagged = cell(true);
    await waitFor(() => expect(flagged.querySelector('img[data-flag="SA"]')).not.toBeNull());
    expect(flagged.textContent).toBe('SA');
    const plain = cell(false);
    expect(plain.textContent).toBe('SA');
    expect(plain.querySelector('img, [data-flag]')).toBeNull();
  });
});
