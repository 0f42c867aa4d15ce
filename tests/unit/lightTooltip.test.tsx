import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Tooltip from '@mui/material/Tooltip';
import { placeFloating } from '../../src/theme/placement';
import { testReset } from '../../src/shims/Tooltip';

/**
 * The tooltip the app draws in place of MUI's (src/shims/Tooltip.tsx; vitest.config.ts gives it
 * to `@mui/material/Tooltip` as the build does), and the placement it and the minimised menu's
 * dropdowns share (src/theme/placement.ts).
 */
describe('placeFloating', () => {
  const view = { width: 1000, height: 800 };
  const anchor = { top: 100, bottom: 140, left: 400, right: 440 };
  const size = { width: 120, height: 30 };

  it('should centre the box under its element, the gap away', () => {
    expect(placeFloating(anchor, size, 'bottom', false, 14, view)).toEqual({ top: 154, left: 360, placement: 'bottom' });
  });

  it('should line up start and end with the element, mirrored in a right-to-left page', () => {
    expect(placeFloating(anchor, size, 'bottom-start', false, 0, view).left).toBe(400);
    expect(placeFloating(anchor, size, 'bottom-end', false, 0, view).left).toBe(320);
    // Right to left, "end" is the left edge: as MUI's Popper flips it.
    expect(placeFloating(anchor, size, 'bottom-end', true, 0, view)).toEqual({ top: 140, left: 400, placement: 'bottom-start' });
    expect(placeFloating(anchor, size, 'right-start', false, 0, view)).toEqual({ top: 100, left: 440, placement: 'right-start' });
  });

  it('should go to the other side when only that one has room', () => {
    const low = { top: 760, bottom: 790, left: 400, right: 440 };
    expect(placeFloating(low, size, 'bottom', false, 14, view)).toMatchObject({ top: 716, placement: 'top' });
    // A right-hand aside in Arabic: "right" has no room, so the box opens to the left.
    const aside = { top: 132, bottom: 172, left: 944, right: 1000 };
    expect(placeFloating(aside, { width: 200, height: 368 }, 'right-start', false, 0, view)).toEqual({
      top: 132,
      left: 744,
      placement: 'left-start',
    });
    // No room on either side: it stays where it was asked to be.
    expect(placeFloating(anchor, { width: 120, height: 790 }, 'bottom', false, 14, view).placement).toBe('bottom');
  });

  it('should keep the box inside the window along its side', () => {
    const corner = { top: 10, bottom: 50, left: 980, right: 1000 };
    expect(placeFloating(corner, size, 'bottom', false, 14, view).left).toBe(1000 - 120 - 4);
    const edge = { top: 10, bottom: 50, left: 0, right: 20 };
    expect(placeFloating(edge, size, 'bottom', false, 14, view).left).toBe(4);
    const bottom = { top: 780, bottom: 800, left: 0, right: 40 };
    expect(placeFloating(bottom, { width: 50, height: 100 }, 'right', false, 14, view).top).toBe(800 - 100 - 4);
  });
});

describe('the tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // No tooltip of an earlier test counts as just closed.
    testReset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('should name its element with a text title, unless the element has a name of its own', () => {
    render(
      <>
        <Tooltip title="Refresh">
          <button type="button">R</button>
        </Tooltip>
        <Tooltip title="Shown">
          <button type="button" aria-label="Own name">
            O
          </button>
        </Tooltip>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Own name' })).toBeTruthy();
  });

  it('should open on hover after the enter delay, stay while the pointer is on it, and close when it leaves', () => {
    render(
      <Tooltip title="Notifications" enterDelay={300}>
        <button type="button">N</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button');
    fireEvent.mouseOver(button);
    advance(299);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(1);
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('Notifications');
    expect(tip.className).toContain('MuiTooltip-popper');
    // Onto the tooltip: it stays (WCAG 1.4.13, hoverable).
    fireEvent.mouseLeave(button);
    fireEvent.mouseOver(tip);
    advance(1000);
    expect(screen.getByRole('tooltip')).toBe(tip);
    fireEvent.mouseLeave(tip);
    advance(150);
    expect(screen.queryByRole('tooltip')).toBeNull();
    // Faded out, then gone from the page.
    advance(150);
    expect(document.querySelector('.MuiTooltip-popper')).toBeNull();
  });

  it('should open the next one at once only after one was open, not after a pointer merely passed over', () => {
    render(
      <>
        <Tooltip title="First">
          <button type="button">1</button>
        </Tooltip>
        <Tooltip title="Second">
          <button type="button">2</button>
        </Tooltip>
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    // Passing over the first without waiting: nothing opened, nothing drawn.
    fireEvent.mouseOver(first);
    advance(50);
    fireEvent.mouseLeave(first);
    advance(10);
    expect(document.querySelector('.MuiTooltip-popper')).toBeNull();
    fireEvent.mouseOver(second);
    advance(50);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(50);
    expect(screen.getByRole('tooltip').textContent).toBe('Second');
    // From an open one to the next: at once (MUI's enterNextDelay, 0).
    fireEvent.mouseLeave(second);
    advance(0);
    fireEvent.mouseOver(first);
    expect(screen.getByRole('tooltip').textContent).toBe('First');
  });

  it('should close on Escape', () => {
    render(
      <Tooltip title="Theme">
        <button type="button">T</button>
      </Tooltip>,
    );
    fireEvent.mouseOver(screen.getByRole('button'));
    advance(100);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('should describe its element with describeChild: a native title while closed, aria-describedby while open', () => {
    render(
      <Tooltip title="The whole value" describeChild>
        <span>The whole…</span>
      </Tooltip>,
    );
    const span = screen.getByText('The whole…');
    expect(span.getAttribute('title')).toBe('The whole value');
    expect(span.getAttribute('aria-label')).toBeNull();
    fireEvent.mouseOver(span);
    advance(100);
    const tip = screen.getByRole('tooltip');
    expect(span.getAttribute('aria-describedby')).toBe(tip.id);
    expect(span.getAttribute('title')).toBeNull();
  });

  it('should follow `open` when controlled, and tell onOpen and onClose', () => {
    const onOpen = vi.fn();
    const onClose = vi.fn();
    const { rerender } = render(
      <Tooltip title="Label" open={false} onOpen={onOpen} onClose={onClose}>
        <button type="button">B</button>
      </Tooltip>,
    );
    fireEvent.mouseOver(screen.getByRole('button'));
    advance(100);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    rerender(
      <Tooltip title="Label" open onOpen={onOpen} onClose={onClose}>
        <button type="button">B</button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip').textContent).toBe('Label');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('should draw nothing for an empty title, and open on a long press only', () => {
    render(
      <>
        <Tooltip title="">
          <button type="button">E</button>
        </Tooltip>
        <Tooltip title="Cart">
          <button type="button">C</button>
        </Tooltip>
      </>,
    );
    const [empty, cart] = screen.getAllByRole('button');
    expect(empty.getAttribute('aria-label')).toBeNull();
    fireEvent.mouseOver(empty);
    advance(500);
    expect(screen.queryByRole('tooltip')).toBeNull();
    // A tap: the mouse events that follow it do not open the tooltip.
    fireEvent.touchStart(cart);
    fireEvent.touchEnd(cart);
    fireEvent.mouseOver(cart);
    advance(300);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(1500);
    // A long press does, and it closes a while after the finger lifts.
    fireEvent.touchStart(cart);
    advance(700);
    expect(screen.getByRole('tooltip').textContent).toBe('Cart');
    fireEvent.touchEnd(cart);
    advance(1500);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it("should pass its other props to its element and keep the element's handlers", () => {
    const onClick = vi.fn();
    const onMouseOver = vi.fn();
    const onFocus = vi.fn();
    render(
      <Tooltip title="Open menu" className="from-tooltip" data-testid="toggle" PopperProps={{ disablePortal: true }}>
        <button type="button" className="own" onClick={onClick} onMouseOver={onMouseOver} onFocus={onFocus}>
          M
        </button>
      </Tooltip>,
    );
    const button = screen.getByTestId('toggle');
    expect(button.className).toBe('from-tooltip own');
    expect(button.getAttribute('popperprops')).toBeNull();
    fireEvent.mouseOver(button);
    fireEvent.focus(button);
    fireEvent.click(button);
    expect(onMouseOver).toHaveBeenCalledTimes(1);
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledTimes(1);
    advance(100);
    expect(screen.getByRole('tooltip').textContent).toBe('Open menu');
  });
});
