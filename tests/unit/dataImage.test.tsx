import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { DataImage } from '../../src/fields/upload/DataImage';

afterEach(cleanup);

describe('a stored picture', () => {
  it('should be an <img> when its path passes the allow-list', () => {
    render(<DataImage path="/storage/logo.png" name="logo.png" alt="Preview of logo.png" sx={{ width: 32 }} />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/storage/logo.png');
  });

  it('should be the file name as text, with no element that loads the address, otherwise', () => {
    render(<DataImage path="javascript:alert(1)" name="logo.png" alt="Preview of logo.png" sx={{ width: 32 }} />);
    expect(document.querySelector('img')).toBeNull();
    expect(document.body.innerHTML).not.toContain('javascript:');
    const tile = document.querySelector('[role="img"]');
    expect(tile?.getAttribute('aria-label')).toBe('Preview of logo.png');
    expect(tile?.textContent).toBe('logo.png');
  });
});
