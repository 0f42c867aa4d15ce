import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import MenuItem from '@mui/material/MenuItem';
import { Menu, useOverlayIntent } from '../../src/engine/overlays';
import { WidgetContext } from '../helpers/widgetContext';

/** How many times the overlays' chunk was loaded: its module's factory runs once per load. */
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/engine/overlays/overlays', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

afterEach(cleanup);

function Page() {
  useOverlayIntent();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <button type="button">plain</button>
      <button type="button" aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        open
      </button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => setAnchor(null)}>an item</MenuItem>
      </Menu>
    </>
  );
}

describe('the overlays, fetched on the first intent to open one (src/engine/overlays)', () => {
  it('draws and fetches nothing while closed; an intent on a popup button fetches it; opening shows the real menu', async () => {
    render(
      <WidgetContext dataProvider={{}}>
        <Page />
      </WidgetContext>,
    );
    expect(screen.queryByRole('menu')).toBeNull();
    // Pointing at or focusing something that opens nothing fetches nothing.
    fireEvent.pointerOver(screen.getByText('plain'));
    fireEvent.focusIn(screen.getByText('plain'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.count).toBe(0);
    fireEvent.pointerOver(screen.getByText('open'));
    await waitFor(() => expect(loads.count).toBe(1));
    fireEvent.click(screen.getByText('open'));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('an item');
    fireEvent.click(screen.getByText('an item'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Opened again: the same chunk, not fetched twice.
    fireEvent.click(screen.getByText('open'));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });
});
