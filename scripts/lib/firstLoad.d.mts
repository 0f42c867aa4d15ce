// Types of firstLoad.mjs, for tests/e2e/budget.e2e.ts.
export type FileKind = 'js' | 'css' | 'fonts';
export interface FirstLoadCost {
  js: number;
  css: number;
  fonts: number;
  /** The demo API's share, counted apart. */
  demo: number;
  files: { file: string; kind: FileKind; gzip: number; demo: boolean }[];
}
export function kindOf(urlPath: string): FileKind | undefined;
/** `page`: a Playwright page. */
export function recordFetched(
  page: { on(event: 'response', listener: (response: { url(): string }) => void): unknown },
  origin: string,
): Set<string>;
export function costOf(distDir: string, urlPath: string): number;
export function demoOnlyFiles(distDir: string, fetched: string[]): Set<string>;
export function firstLoadCost(distDir: string, fetched: string[]): FirstLoadCost;
