import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ESLint } from 'eslint';
import { Component, type ReactNode } from 'react';
import { I18nContextProvider } from 'ra-core';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { lazyModule, lazyPage, lazyPart } from '../../src/config/chunks';
import { fillEngineSlots, withViewParts } from '../../src/engine/slots';
import { ChunkLoadError } from '../../src/config/chunkTimeout';
import { ChunkBoundary } from '../../src/engine/ChunkBoundary';
import { failureKey } from '../../src/widgets/export/serve';
import { loadFormInputs } from '../../src/fields';
import { runExport } from '../../src/widgets/export/runExport';
import { expectConsole } from '../helpers/expectedConsole';

/**
 * SPEC §8, §9: every lazily loaded screen, widget and worker has the 120 s
 * limit and says, where it stands, that it could not be loaded, with Reload.
 */
const root = path.resolve(__dirname, '../..');
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

class Outer extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>outer: {this.state.error.message}</p> : this.props.children;
  }
}

function mount(node: ReactNode, lang: 'ar' | 'en' = 'en') {
  return render(
    <I18nContextProvider value={createI18nProvider(lang, lang === 'ar' ? ar : en)}>
      <Outer>
        <p>the rest of the screen</p>
        {node}
      </Outer>
    </I18nContextProvider>,
  );
}

const failing = () =>
  lazyPage<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Widget.js')));

describe('a widget whose code does not arrive', () => {
  it.each([
    ['en', en.app.page.chunk_failed_retry, en.app.page.reload],
    ['ar', ar.app.page.chunk_failed_retry, ar.app.page.reload],
  ] as const)('says so where it stands, in %s, with Reload, and the rest of the screen stays', async (lang, message, reloadLabel) => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const Widget = failing();
    expectConsole('error', /Failed to fetch dynamically imported module/);
    mount(
      <ChunkBoundary fallback={<span>loading</span>}>
        <Widget />
      </ChunkBoundary>,
      lang,
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('the rest of the screen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: reloadLabel }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a dialog says so in a dialog the operator can close', async () => {
    const onClose = vi.fn();
    const Dialog = failing();
    expectConsole('error', /Failed to fetch dynamically imported module/);
    mount(
      <ChunkBoundary onClose={onClose}>
        <Dialog />
      </ChunkBoundary>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(en.app.page.chunk_failed_retry);
    await userEvent.click(screen.getByRole('button', { name: en.ra.action.close }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("a part of a lazy module (a kind's input) that does not arrive says so where it stands, and loads again with Retry", async () => {
    let attempt = 0;
    const inputs = lazyModule<{ Field: (p: { label: string }) => ReactNode }>(() =>
      ++attempt === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/formParts.js'))
        : Promise.resolve({ Field: ({ label }: { label: string }) => <label>field {label}</label> }),
    );
    const Field = lazyPart(inputs, 'Field');
    expectConsole('error', /Failed to fetch dynamically imported module/);
    mount(
      <ChunkBoundary fallback={<span>loading</span>}>
        <Field label="name" />
      </ChunkBoundary>,
    );
    expect(await screen.findByText(en.app.page.chunk_failed_retry)).toBeInTheDocument();
    expect(screen.getByText('the rest of the screen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.app.errors.retry }));
    expect(await screen.findByText('field name')).toBeInTheDocument();
    expect(attempt).toBe(2);
  });

  it('a part of a lazy module renders with its props, at once when the module has arrived', async () => {
    const inputs = lazyModule(() => Promise.resolve({ Field: ({ label }: { label: string }) => <label>field {label}</label> }));
    const Field = lazyPart(inputs, 'Field');
    mount(
      <ChunkBoundary fallback={<span>loading</span>}>
        <Field label="before" />
      </ChunkBoundary>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('field before')).toBeInTheDocument();
    cleanup();
    // Loaded: no loading state in between (a form shows its inputs in its first frame).
    mount(
      <ChunkBoundary fallback={<span>loading</span>}>
        <Field label="after" />
      </ChunkBoundary>,
    );
    expect(screen.getByText('field after')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('a screen is fetched with the parts every screen may draw, and fails with them', async () => {
    const parts = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/formParts.js')));
    fillEngineSlots({ viewParts: parts });
    try {
      const Screen = lazyPage(withViewParts(() => Promise.resolve({ default: () => <p>the screen</p> })));
      expectConsole('error', /Failed to fetch dynamically imported module/);
      mount(
        <ChunkBoundary fallback={<span>loading</span>}>
          <Screen />
        </ChunkBoundary>,
      );
      expect(await screen.findByText(en.app.page.chunk_failed_retry)).toBeInTheDocument();
      expect(screen.queryByText('the screen')).toBeNull();
      expect(parts).toHaveBeenCalledOnce();
    } finally {
      fillEngineSlots({ viewParts: loadFormInputs });
    }
  });

  /** A loader that fails `failures` times, then gives a component; counts its calls. */
  const flaky = (failures: number, text: string) => {
    const calls = { count: 0 };
    const load = () => {
      calls.count += 1;
      return calls.count <= failures
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Widget.js'))
        : Promise.resolve({ default: () => <p>{text}</p> });
    };
    return { load, calls };
  };

  it('loads it again with Retry, in place: what was typed beside it stays, and nothing is fetched again before', async () => {
    const { load, calls } = flaky(1, 'the widget');
    const Widget = lazyPage(load);
    expectConsole('error', /Failed to fetch dynamically imported module/);
    mount(
      <>
        <input aria-label="typed" defaultValue="" />
        <ChunkBoundary fallback={<span>loading</span>}>
          <Widget />
        </ChunkBoundary>
      </>,
    );
    await userEvent.type(screen.getByLabelText('typed'), 'kept');
    expect(await screen.findByText(en.app.page.chunk_failed_retry)).toBeInTheDocument();
    // React draws a failed lazy component more than once on its way to the boundary: one fetch.
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.count).toBe(1);
    expect(screen.getByRole('button', { name: en.app.page.reload })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.app.errors.retry }));
    expect(await screen.findByText('the widget')).toBeInTheDocument();
    expect(calls.count).toBe(2);
    expect(screen.queryByText(en.app.page.chunk_failed_retry)).toBeNull();
    expect(screen.getByLabelText('typed')).toHaveValue('kept');
  });

  it('a dialog loads again with Retry; failing again, it says so again', async () => {
    const { load, calls } = flaky(2, 'the dialog');
    const Dialog = lazyPage(load);
    expectConsole('error', /Failed to fetch dynamically imported module/);
    mount(
      <ChunkBoundary onClose={() => undefined}>
        <Dialog />
      </ChunkBoundary>,
    );
    const retry = async () => userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en.app.errors.retry }));
    await retry();
    await waitFor(() => expect(calls.count).toBe(2));
    expect(within(await screen.findByRole('dialog')).getByTestId('chunk-failed')).toHaveTextContent(en.app.page.chunk_failed_retry);
    await retry();
    expect(await screen.findByText('the dialog')).toBeInTheDocument();
    expect(calls.count).toBe(3);
  });

  it('a style chunk that did not arrive offers Reload only (the bundler does not ask for it twice)', async () => {
    const Styled = lazyPage<object>(() => Promise.reject(new Error('Unable to preload CSS for /assets/Widget.css')));
    expectConsole('error', /Unable to preload CSS/);
    mount(
      <ChunkBoundary>
        <Styled />
      </ChunkBoundary>,
    );
    expect(await screen.findByText(en.app.page.style_failed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.app.page.reload })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.app.errors.retry })).toBeNull();
  });

  it('gives up after 120 s with the same message, and does not start waiting again by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const load = vi.fn(() => new Promise<never>(() => undefined));
    const Never = lazyPage<object>(load);
    expectConsole('error', /timeout after 120000 ms/);
    mount(
      <ChunkBoundary fallback={<span>loading</span>}>
        <Never />
      </ChunkBoundary>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(119_000);
    expect(screen.queryByText(en.app.page.chunk_failed_retry)).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await screen.findByText(en.app.page.chunk_failed_retry)).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('passes any other error on to the page', async () => {
    function Broken(): ReactNode {
      throw new Error('not a chunk');
    }
    expectConsole('error', /not a chunk/);
    mount(
      <ChunkBoundary>
        <Broken />
      </ChunkBoundary>,
    );
    expect(await screen.findByText('outer: not a chunk')).toBeInTheDocument();
    expect(screen.queryByText(en.app.page.chunk_failed_retry)).toBeNull();
  });
});

describe('the export worker', () => {
  const options = () => ({
    format: 'xlsx' as const,
    body: new ArrayBuffer(2),
    columns: [],
    headers: [],
    locale: 'en' as const,
    rtl: false,
    title: 't',
    resolve: async () => ({}),
    onProgress: () => undefined,
    signal: new AbortController().signal,
  });

  it('whose code never answers is given up at its limit as a chunk failure, and terminated', async () => {
    const terminated = vi.fn();
    vi.stubGlobal(
      'Worker',
      class {
        onmessage = null;
        onerror = null;
        postMessage() {}
        terminate = terminated;
      },
    );
    const error = await runExport({ ...options(), chunkTimeoutMs: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(terminated).toHaveBeenCalledOnce();
  });

  it('whose code fails to load is a chunk failure; a failure after it answered is not', async () => {
    let worker!: { onerror: (e: Partial<ErrorEvent>) => void; onmessage: (e: { data: unknown }) => void };
    vi.stubGlobal(
      'Worker',
      class {
        onmessage = null;
        onerror = null;
        constructor() {
          worker = this as never;
        }
        postMessage() {}
        terminate() {}
      },
    );
    const first = runExport(options()).catch((e: unknown) => e);
    worker.onerror({ message: '', preventDefault: () => undefined });
    expect(await first).toBeInstanceOf(ChunkLoadError);

    const second = runExport(options()).catch((e: unknown) => e);
    worker.onmessage({ data: { type: 'progress', fraction: 0.1 } });
    worker.onerror({ message: 'Uncaught RangeError', preventDefault: () => undefined });
    const e2 = await second;
    expect(e2).not.toBeInstanceOf(ChunkLoadError);
    expect((e2 as Error).message).toBe('widgets.export.worker_failed');
  });

  it("tells the page a message key, never a library's own words", () => {
    expect(failureKey(new ChunkLoadError('timeout after 120000 ms'))).toBe('app.page.chunk_failed');
    expect(failureKey(new Error('widgets.export.bad_answer'))).toBe('widgets.export.bad_answer');
    expectConsole('error', /Cannot read properties of undefined/);
    expect(failureKey(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe('widgets.export.worker_failed');
  });
});

describe('no lazy chunk without the limit', () => {
  it("ESLint refuses React's lazy outside src/config/chunks.ts", async () => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText("import { lazy } from 'react';\nexport const X = lazy(() => import('./Y'));\n", {
      filePath: path.join(root, 'src/shell/Lazy.tsx'),
    });
    expect(result.messages.map((m) => m.ruleId)).toContain('no-restricted-imports');
  });

  it("no field kind imports react-admin's inputs itself (they are the inputs' chunk, not the dashboard's)", () => {
    const dir = path.join(root, 'src', 'fields', 'kinds');
    const direct = readdirSync(dir).flatMap((name) => {
      const text = readFileSync(path.join(dir, name), 'utf8');
      const named = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'ra-ui-materialui'/g)].flatMap((m) => m[1].split(','));
      return named
        .map((n) => n.trim())
        .filter((n) => /Input$/.test(n))
        .map((n) => `${name}: ${n}`);
    });
    expect(direct).toEqual([]);
  });

  it('every dynamic import in src goes through the limit (withTimeout, lazyPage or lazyModule)', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.tsx?$/.test(name)) files.push(full);
      }
    };
    walk(path.join(root, 'src'));
    const unguarded: string[] = [];
    for (const file of files) {
      const rel = path.relative(root, file);
      // Development-only start-up checks never reach an operator.
      if (rel === path.join('src', 'app', 'declarationCheck.ts')) continue;
      const text = readFileSync(file, 'utf8');
      text.split('\n').forEach((line, i) => {
        if (!/\bimport\(/.test(line) || /^\s*(\/\/|\*)/.test(line) || /import\.meta/.test(line)) return;
        // The guard stands on the same line, the line before, or the declaration's own `load` (a screen's loader, made lazy by the engine).
        const context = `${text.split('\n')[i - 1] ?? ''}\n${line}`;
        if (/withTimeout\(|lazyPage(?:<[^>]*>)?\(|lazyModule(?:<[^>]*>)?\(|\bload: \(\) =>|\bload = \(\) =>|DEV\)/.test(context)) return;
        unguarded.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(unguarded).toEqual([]);
  });
});
