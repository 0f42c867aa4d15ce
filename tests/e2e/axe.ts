import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { settled } from './browser';

/** axe-core's source, evaluated in the page through the DevTools protocol (the strict CSP stays on). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Found {
  screen: string;
  id: string;
  impact: string;
  targets: string[];
}

export async function audit(page: Page, screen: string, found: Found[]) {
  await settled(page);
  const has = await page.evaluate(() => 'axe' in window);
  if (!has) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (c: unknown, o: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes
        .slice(0, 3)
        .map(
          (n) =>
            `${n.target.join(' ')} — ${((n as unknown as { failureSummary?: string }).failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`,
        ),
    }));
  });
  for (const v of violations) found.push({ screen, ...v });
  // Per screen (a dialog, a menu…), the number of rules it breaks by impact; `{}` when none.
  const byImpact: Record<string, number> = {};
  for (const v of violations) byImpact[v.impact] = (byImpact[v.impact] ?? 0) + 1;
  console.log(`[a11y] ${screen}: ${JSON.stringify(byImpact)}`);
}

/** Prints every violation by impact; returns the ones that fail a test (all but the minor ones). */
export const report = (found: Found[]) => {
  const byImpact: Record<string, number> = {};
  for (const f of found) byImpact[f.impact] = (byImpact[f.impact] ?? 0) + 1;
  console.log(`[a11y] violations by impact: ${JSON.stringify(byImpact)}`);
  for (const f of found) console.log(`[a11y] ${f.impact} ${f.id} on ${f.screen}: ${f.targets.join(' | ')}`);
  return found
    .filter((f) => f.impact === 'moderate' || f.impact === 'serious' || f.impact === 'critical')
    .map((f) => `${f.screen}: ${f.id} (${f.impact}) ${f.targets[0] ?? ''}`);
};
