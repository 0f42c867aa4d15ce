import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from './chromiumArgs';
import { app as arApp } from '../../i18n/ar/app';
import { app as enApp } from '../../i18n/en/app';
import { app as esApp } from '../../i18n/es/app';

export const SHOTS = path.resolve('tests/e2e/screenshots');

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * The run's one Chromium (started by globalSetup.ts), connected to: each file gets its own
 * connection, and `close()` only disconnects. A file run on its own outside the runner (no
 * server provided) starts a browser of its own.
 */
export async function launch(): Promise<Browser> {
  const ws = inject('browserWs');
  if (ws) return chromium.connect(ws);
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

/**
 * Waits until the page is still: every CSS animation and transition finished (MUI dialogs,
 * menus, ripples) and two frames painted. For screenshots and for reading what a transition
 * reveals, instead of a fixed sleep.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A spinner or a skeleton's pulse runs forever: only the animations that end are waited for.
    // One that starts while another ends (a snackbar after its dialog) is waited for too.
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let round = 0; round < 20; round++) {
      const ending = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      if (round > 0 && ending.length === 0) break;
      await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
      await frames();
    }
  });
}

/**
 * Opens `path` (from the app's root, with its query) in the app `page` already shows, as its own
 * links do: a history entry React Router follows, through the not-found page so that nothing of
 * the previous screen is left to match. A page not yet in the app loads it. A full load costs
 * 2.5-4 s on the 2-core machine, this 0.2-0.9 s; a test about loading (a reload, a fresh start,
 * a chunk that must be fetched again) uses `page.goto`.
 */
export async function visit(page: Page, path: string): Promise<void> {
  const root = new URL(baseUrl());
  const inApp = page.url().startsWith(root.origin) && (await page.locator('#main-content').count()) > 0;
  if (!inApp) {
    await page.goto(`${baseUrl()}${path}`);
    return;
  }
  const prefix = root.pathname.replace(/\/$/, '');
  const go = (target: string) =>
    page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, target);
  await go(`${prefix}/404`);
  await page.waitForFunction(() => !document.querySelector('#main-content table, #main-content form, [data-testid="list-card"]'));
  await go(`${prefix}${path}`);
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Every request the page made to the API, with its headers. */
  apiRequests: { method: string; url: string; headers: Record<string, string> }[];
  /** Requests to any host but the app's own. */
  foreignRequests: string[];
  errors: string[];
}

export async function openSession(browser: Browser, options: { width?: number; height?: number } = {}): Promise<Session> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 800 } });
  await watchContentSecurityPolicy(context);
  watchTraffic(context);
  const page = await context.newPage();
  const session: Session = { context, page, apiRequests: [], foreignRequests: [], errors: [] };
  // The preview server sends the production header set (deploy/security-headers.mjs): any
  // Content-Security-Policy violation is an error of the test, whatever the test is about.
  page.on('console', (message) => {
    if (isCspReport(message.text())) session.errors.push(message.text());
  });
  const origin = new URL(baseUrl()).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) session.foreignRequests.push(request.url());
    if (url.origin === origin && url.pathname.startsWith('/api/')) {
      session.apiRequests.push({ method: request.method(), url: request.url(), headers: request.headers() });
    }
  });
  page.on('pageerror', (error) => {
    // The browser's own background check for a newer mock-API worker script (MSW starts it
    // without awaiting it) can fail while the installed worker keeps serving: not an app error.
    // src/demo/browser.ts turns it into a warning; this keeps a missed case from failing a test.
    if (/Failed to update a ServiceWorker/i.test(error.message)) return;
    session.errors.push(error.message);
  });
  return session;
}

const CSP_TAG = '[csp-violation]';

/** A console line about a blocked resource: ours, or Chromium's own "Refused to …" report. */
export function isCspReport(text: string): boolean {
  return text.startsWith(CSP_TAG) || /Refused to (load|execute|connect|apply|create|frame)|Content Security Policy/i.test(text);
}

/** Every `securitypolicyviolation` event of every page of the context is logged with CSP_TAG. */
export async function watchContentSecurityPolicy(context: BrowserContext) {
  await context.addInitScript((tag) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`${tag} ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile}:${e.lineNumber}`);
    });
  }, CSP_TAG);
}

export async function signIn(page: Page, email = 'admin@demo.test', password = 'demo1234') {
  await page.goto(`${baseUrl()}/login`);
  await page.locator('#auth-email').fill(email);
  await page.locator('#auth-password').fill(password);
  await page.locator('form#auth-form button[type=submit]').click();
}

/** The requests of a context (every page of it) not answered yet, and when the last one was. */
const traffic = new WeakMap<BrowserContext, { pending: Set<Request>; last: number }>();

function watchTraffic(context: BrowserContext) {
  const t = { pending: new Set<Request>(), last: Date.now() };
  traffic.set(context, t);
  context.on('request', (request) => {
    t.pending.add(request);
    t.last = Date.now();
  });
  const done = (request: Request) => {
    t.pending.delete(request);
    t.last = Date.now();
  };
  context.on('requestfinished', done);
  context.on('requestfailed', done);
}

/** How long a context must have no request open for its pages to count as loaded. */
const QUIET_MS = 300;

/**
 * Waits until the screen has what it asked for: every request of its context answered and none
 * for QUIET_MS, or (a context `openSession` did not open) the page-loading marker gone, which
 * stays on 2 s after the last answer. Gives up after 10 s (a request left hanging on purpose).
 */
export async function loaded(page: Page) {
  const t = traffic.get(page.context());
  const end = Date.now() + 10000;
  while (Date.now() < end) {
    if (
      t
        ? t.pending.size === 0 && Date.now() - t.last >= QUIET_MS
        : !(await page.evaluate(() => document.documentElement.hasAttribute('data-page-loading')))
    )
      return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The page-loading marker's bar (src/layout/PageLoadingMarker.tsx), named in each language. */
const MARKER_BAR = [arApp, enApp, esApp].map((a) => `section[aria-label="${a.page.page_loading}"]`).join(', ');

export async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  // Shot once the screen's data has come, so screenshots show the settled page; the loading
  // marker's 3 px bar, still on for 2 s after the last answer, is left out of the picture.
  await loaded(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false, style: `${MARKER_BAR} { visibility: hidden; }` });
}

/** Picks a language from the sign-in page's buttons or the app bar's menu, whichever is shown. */
export async function chooseLanguage(page: Page, name: 'English' | 'العربية' | 'Español') {
  const buttons = page.getByTestId('language-buttons');
  await page.waitForSelector('[data-testid="language-buttons"], [data-testid="language-menu"]');
  if (await buttons.count()) {
    await buttons.getByRole('button', { name }).click();
    return;
  }
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name }).click();
  // Switched once the screen is drawn in the new language's strings (they may have to be
  // fetched first): the menu's own name is then in that language. Over a form with unsaved
  // changes the shell asks first ("Switch the language?"): that dialog is the answer then.
  const current = { العربية: arApp, English: enApp, Español: esApp }[name].language.current;
  const label = current.replace(/%\{name\}|\{\{\s*name\s*\}\}/, `\u2068${name}\u2069`);
  await page.waitForFunction(
    (l) =>
      document.querySelector('[data-testid="language-menu"]')?.getAttribute('aria-label') === l ||
      document.querySelector('[role="dialog"]'),
    label,
  );
}

/** A fresh browser session, signed in (admin by default) and on the dashboard, in the language asked for. */
export async function signedInSession(
  browser: Browser,
  { email = 'admin@demo.test', language }: { email?: string; language?: 'English' | 'Español' } = {},
): Promise<Session> {
  const s = await openSession(browser);
  await signIn(s.page, email);
  await s.page.waitForURL(`${baseUrl()}/dashboard`);
  if (language) await chooseLanguage(s.page, language);
  return s;
}
