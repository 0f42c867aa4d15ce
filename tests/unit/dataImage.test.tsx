import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { CoreAdminContext } from 'ra-core';
import { DataImage } from '../../src/fields/upload/DataImage';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createCatalog } from '../../src/engine/catalog';
import { ProfileHeader } from '../../src/shell/panels/ProfileHeader';

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

describe("the operator's avatar", () => {
  const profile = (image: string) =>
    createAuthProvider({
      apiUrl: '/api',
      httpClient: (() => Promise.reject(new Error('no call expected'))) as never,
      catalog: createCatalog([]),
      getProfile: async () => ({ data: { id: 7, first_name: 'Sara', image } }),
    });

  it("should reach react-admin's user menu only through the allow-list", async () => {
    expect((await profile('https://cdn.example.com/sara.png').getIdentity!()).avatar).toBe('https://cdn.example.com/sara.png');
    expect((await profile('/storage/sara.png').getIdentity!()).avatar).toBe('/storage/sara.png');
    for (const hostile of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x'])
      expect((await profile(hostile).getIdentity!()).avatar, hostile).toBeUndefined();
    expect((await profile('').getIdentity!()).avatar).toBeUndefined();
  });

  it('should be drawn in the profile header only when it passes, else as the initial', async () => {
    const show = (image: string) => {
      const dataProvider = { getUserPersonal: async () => ({ data: { first_name: 'Sara', email: 's@x.test', image } }) };
      return render(
        <CoreAdminContext dataProvider={dataProvider as never}>
          <ProfileHeader />
        </CoreAdminContext>,
      );
    };
    const good = show('/storage/sara.png');
    await waitFor(() => expect(document.querySelector('[data-testid="user-profile"] img')?.getAttribute('src')).toBe('/storage/sara.png'));
    good.unmount();
    show('javascript:alert(1)');
    await waitFor(() => expect(document.querySelector('[data-testid="user-profile"]')?.textContent).toContain('S'));
    expect(document.querySelector('[data-testid="user-profile"] img')).toBeNull();
    expect(document.body.innerHTML).not.toContain('javascript:');
  });
});
