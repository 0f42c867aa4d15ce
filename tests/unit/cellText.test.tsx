import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CellText } from '../../src/engine/views/CellText';
import { WidgetContext } from '../helpers/widgetContext';

/*
 * docs/decisions.md "Tables and numbers": a cell text too long for its column is
 * cut, and only then focusable with its full value in a tooltip. Its own file: the cells share
 * one ResizeObserver per page, created by the first cell, and this test stands in for it.
 */

describe('CellText', () => {
  type Callback = (entries: { target: Element }[]) => void;
  let observed: Element[] = [];
  let callback: Callback | undefined;
  afterEach(() => {
    vi.unstubAllGlobals();
    observed = [];
  });

  it('should be one plain line while it fits, and focusable with its full value in a tooltip once cut', async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: Callback) {
          callback = cb;
        }
        observe(el: Element) {
          observed.push(el);
        }
        unobserve(el: Element) {
          observed = observed.filter((e) => e !== el);
        }
        disconnect() {}
      },
    );
    const long = 'Tenant requests, extension and service requests, and everything else besides';
    render(
      <WidgetContext dataProvider={{}}>
        <CellText value={long} />
      </WidgetContext>,
    );
    const span = () => screen.getByText(long);
    // Fits: no tab stop, no tooltip.
    expect(span().getAttribute('tabindex')).toBeNull();
    expect(span().getAttribute('dir')).toBe('auto');
    expect(observed).toContain(span());
    // Cut: wider content than box.
    const cut = (el: Element) => {
      Object.defineProperty(el, 'scrollWidth', { configurable: true, value: 600 });
      Object.defineProperty(el, 'clientWidth', { configurable: true, value: 320 });
    };
    cut(span());
    act(() => callback?.([{ target: span() }]));
    // The tooltip wraps a new span: it is watched in turn, and reachable from the keyboard.
    cut(span());
    act(() => callback?.(observed.map((target) => ({ target }))));
    expect(span().getAttribute('tabindex')).toBe('0');
    fireEvent.focus(span());
    fireEvent.mouseOver(span());
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe(long);
  });
});
