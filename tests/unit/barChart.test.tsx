import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import ChartView, { valueTicks } from '../../src/shell/dashboard/charts';

afterEach(cleanup);

const LABELS = ['January 2026', 'February 2026', 'March 2026'];
const TICKS = ['Jan', 'Feb', 'Mar'];
const format = (v: number) => `${v} subs`;

function draw(direction: 'ltr' | 'rtl', values = [3, 0, 7]) {
  const { container } = render(
    <ThemeProvider theme={createTheme({ direction })}>
      <ChartView labels={LABELS} ticks={TICKS} values={values} format={format} label="Subscriptions per month" />
    </ThemeProvider>,
  );
  const bars = [...container.querySelectorAll<SVGRectElement>('[data-bar]')];
  const months = [...container.querySelectorAll<SVGRectElement>('[data-month]')];
  const ticks = [...container.querySelectorAll('[data-axis="x"] [data-tick]')];
  return { container, bars, months, ticks };
}

describe('the dashboard bar chart', () => {
  it.each([
    [10, [0, 5, 10]],
    [7, [0, 2, 4, 6, 8]],
    [1234, [0, 500, 1000, 1500]],
    [0, [0, 1]],
    [3, [0, 1, 2, 3]],
  ])('should put round gridlines up to at least %i', (max, expected) => {
    expect(valueTicks(max)).toEqual(expected);
  });

  it('should draw one bar per month, oldest first, heights in proportion, each named with its value', () => {
    const { bars, months, ticks } = draw('ltr');
    expect(ticks.map((t) => t.textContent)).toEqual(TICKS);
    expect(months.map((b) => b.getAttribute('aria-label'))).toEqual([
      'January 2026: 3 subs',
      'February 2026: 0 subs',
      'March 2026: 7 subs',
    ]);
    const heights = bars.map((b) => Number(b.getAttribute('height')));
    expect(heights[1]).toBe(0);
    expect(heights[2] / heights[0]).toBeCloseTo(7 / 3, 5);
    const xs = bars.map((b) => Number(b.getAttribute('x')));
    expect(xs[0]).toBeLessThan(xs[1]);
    expect(screen.getByRole('group', { name: 'Subscriptions per month' })).toBeInTheDocument();
  });

  it('should read right to left in Arabic: newest month on the left of the screen, values on the right', () => {
    const { months, ticks, container } = draw('rtl');
    expect(ticks.map((t) => t.textContent)).toEqual([...TICKS].reverse());
    expect(months.map((b) => b.getAttribute('aria-label'))).toEqual([
      'March 2026: 7 subs',
      'February 2026: 0 subs',
      'January 2026: 3 subs',
    ]);
    const valueLabel = container.querySelector('[data-axis="y"] text');
    expect(valueLabel?.getAttribute('text-anchor')).toBe('start');
  });

  it('should show the month and value on focus and hover, a month of 0 too, and hide them after', () => {
    const { months } = draw('ltr');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(months.every((m) => m.getAttribute('tabindex') === '0' && Number(m.getAttribute('height')) > 0)).toBe(true);
    fireEvent.focus(months[2]);
    expect(screen.getByRole('tooltip').textContent).toBe('March 2026: 7 subs');
    fireEvent.blur(months[2]);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(months[1]);
    expect(screen.getByRole('tooltip').textContent).toBe('February 2026: 0 subs');
  });
});
