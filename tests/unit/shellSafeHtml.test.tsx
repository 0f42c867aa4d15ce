import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor, fireEvent, screen } from '@testing-library/react';
import { afterEach } from 'vitest';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';

// happy-dom cannot run DOMPurify faithfully (its tree walker loses nodes being removed), so the
// XSS payload set runs against the real module in Chromium: tests/e2e/shell.e2e.ts. Here the
// sanitiser is replaced to check what the component does around it.
const sanitize = vi.hoisted(() => vi.fn(async (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '')));
vi.mock('../../src/shell/search/sanitize', async (original) => ({
  ...(await original<typeof import('../../src/shell/search/sanitize')>()),
  sanitizeHtml: sanitize,
}));
const { SafeHtml } = await import('../../src/shell/search/SafeHtml');
const { appPathOf, hrefOf, markMatches } = await import('../../src/shell/search/sanitize');

afterEach(cleanup);

describe('SafeHtml, the one place that sets HTML', () => {
  it('should show nothing until the sanitiser answered, then only its output', async () => {
    let release: (v: string) => void = () => undefined;
    sanitize.mockImplementationOnce(() => new Promise((r) => (release = r)));
    render(
      <MemoryRouter>
        <SafeHtml html="<script>1</script><b>raw</b>" data-testid="safe" />
      </MemoryRouter>,
    );
    const box = screen.getByTestId('safe');
    expect(box.innerHTML).toBe('');
    release('<b>clean</b>');
    await waitFor(() => expect(box.innerHTML).toBe('<b>clean</b>'));
    expect(sanitize).toHaveBeenCalledWith('<script>1</script><b>raw</b>');
  });

  it('should open app links inside the app and never follow any other link', async () => {
    const onNavigate = vi.fn();
    const history = createMemoryRouter([
      {
        path: '*',
        element: (
          <Routes>
            <Route
              path="/"
              element={
                <SafeHtml
                  html='<a href="/settings/countries/edit/1">SA</a><a href="https://example.com/" target="_blank" rel="noopener noreferrer">out</a>'
                  onNavigate={onNavigate}
                />
              }
            />
            <Route path="/settings/countries/edit/:id" element={<p>country page</p>} />
          </Routes>
        ),
      },
    ]);
    render(<RouterProvider router={history} />);
    const outside = await screen.findByText('out');
    const outsideClick = fireEvent.click(outside);
    expect(history.state.location.pathname).toBe('/');
    expect(outsideClick).toBe(false);
    fireEvent.click(screen.getByText('SA'));
    expect(history.state.location.pathname).toBe('/settings/countries/edit/1');
    expect(await screen.findByText('country page')).toBeTruthy();
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('should follow only the app paths the sanitiser wrote (src/config/safeUrl.ts holds the hostile corpus)', () => {
    expect(hrefOf('/users/roles?x=1#top')).toBe('/users/roles?x=1#top');
    expect(appPathOf('/users/users/edit/3')).toBe('/users/users/edit/3');
    expect(appPathOf('//evil.test/x')).toBeNull();
    expect(appPathOf('/\\evil.test/x')).toBeNull();
    expect(appPathOf('http://app.test/users/roles')).toBeNull();
    expect(appPathOf('javascript:alert(1)')).toBeNull();
    expect(appPathOf(null)).toBeNull();
  });
});

describe('the quick search marks what was searched', () => {
  it('should mark each occurrence in the results, not in the section headings, and add no markup from the text', () => {
    const html =
      '<section><h3>Plans</h3><ul><li><a href="/p/1"><span>Starter POS</span><small>pos for a shop</small></a></li></ul></section>';
    expect(markMatches(html, 'POS')).toBe(
      '<section><h3>Plans</h3><ul><li><a href="/p/1"><span>Starter <mark>POS</mark></span><small><mark>pos</mark> for a shop</small></a></li></ul></section>',
    );
    expect(markMatches('<p>a &lt;b&gt; c</p>', '<b>')).toBe('<p>a <mark>&lt;b&gt;</mark> c</p>');
    expect(markMatches('<p>نقاط البيع</p>', 'البيع')).toBe('<p>نقاط <mark>البيع</mark></p>');
    expect(markMatches('<p>nothing here</p>', 'zz')).toBe('<p>nothing here</p>');
  });

  it('should show the sanitised fragment with the marks', async () => {
    render(
      <MemoryRouter>
        <SafeHtml html="<p>Riyadh Trading</p>" highlight="trad" data-testid="marked" />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByTestId('marked').innerHTML).toBe('<p>Riyadh <mark>Trad</mark>ing</p>'));
  });
});
