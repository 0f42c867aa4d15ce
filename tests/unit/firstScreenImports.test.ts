import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the first screen after sign-in fetches: the entry, the admin's shell, the
 * catalogue, the layout and the dashboard, with everything they import statically. Code that
 * only screens draw comes through `import()` (the `viewParts` slot, lazy panels) and must not
 * be reached from here; `npm run bench -- --first-load-only` measures the bytes.
 */
const root = path.resolve(__dirname, '../..');
const ROOTS = ['src/main.tsx', 'src/app/App.tsx', 'src/app/catalog.ts', 'src/layout/AppLayout.tsx', 'src/pages/Dashboard.tsx'];

/** Static imports and re-exports that stay in the build (not `import type`, not `import()`), with the names they take. */
function staticImports(source: string): { specifier: string; names: string[] }[] {
  const specifiers: { specifier: string; names: string[] }[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*(?:from\s+)?['"]([^'"]+)['"]/gm;
  for (const m of source.matchAll(statement)) {
    const [, keyword, typeOnly, clause, specifier] = m;
    if (typeOnly) continue;
    if (keyword === 'export' && !/\bfrom\b|^\*|^\{/.test(clause) && clause !== '') continue;
    // `import { type A, type B } from` is erased too.
    const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    if (names && names.split(',').every((n) => !n.trim() || /^type\s/.test(n.trim()))) continue;
    const taken = (names ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith('type '))
      .map((n) => n.split(/\s+as\s+/)[0]);
    specifiers.push({ specifier, names: taken });
  }
  return specifiers;
}

function resolveFile(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')])
    if (existsSync(candidate) && !candidate.endsWith(path.sep) && /\.(tsx?|css|cjs)$/.test(candidate)) return candidate;
  return undefined;
}

/** Every project file and package the roots reach, each with the chain that reached it. */
function firstScreenGraph(): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const stack = ROOTS.map((r) => [path.join(root, r)]);
  while (stack.length) {
    const chain = stack.pop()!;
    const file = chain[chain.length - 1];
    const name = path.relative(root, file);
    if (reached.has(name)) continue;
    reached.set(
      name,
      chain.map((f) => path.relative(root, f)),
    );
    if (!/\.tsx?$/.test(file)) continue;
    for (const { specifier, names } of staticImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const target = resolveFile(file, specifier);
        if (target) stack.push([...chain, target]);
      } else {
        const pkg = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
        for (const key of [`package:${pkg}`, `module:${specifier}`, ...names.map((n) => `package:${pkg}#${n}`)])
          if (!reached.has(key))
            reached.set(
              key,
              chain.map((f) => path.relative(root, f)),
            );
      }
    }
  }
  return reached;
}

describe('the first screen after sign-in', () => {
  const graph = firstScreenGraph();

  it('should reach its own pieces (the walk follows the imports)', () => {
    for (const piece of [
      'src/layout/AppMenu.tsx',
      'src/shell/panels/CartButton.tsx',
      'src/engine/slots.ts',
      'package:ra-core',
      'package:@mui/material',
      'package:ra-ui-materialui#AppBar',
      'module:@mui/material/Tooltip',
      'src/engine/ConfirmProvider.tsx',
    ])
      expect(graph.has(piece), piece).toBe(true);
  });

  it.each([
    ['the field kinds', 'src/fields/index.ts'],
    ['the form library', 'package:react-hook-form'],
    ['the export button', 'src/widgets/export/ExportButton.tsx'],
    ['the list layout and its column chooser', 'src/engine/views/ListLayout.tsx'],
    ["the cart's list", 'src/shell/panels/CartList.tsx'],
    ["the quick panel's tabs", 'src/shell/panels/QuickPanelTabs.tsx'],
    ["the bell panel's list", 'src/shell/notifications/NotificationList.tsx'],
    ["the quick actions' list", 'src/shell/panels/QuickActionsList.tsx'],
    // The dashboard has no trail; it comes with the first screen that shows one.
    ['the breadcrumbs', 'src/engine/views/Breadcrumbs.tsx'],
    // With the first write that succeeds.
    ["the activity log's code", 'src/shell/activity/activityLog.ts'],
    // Only with a Firebase configuration.
    ["push messaging's start", 'src/shell/push/startPush.ts'],
    ["push messaging's configuration", 'src/shell/push/firebaseConfig.ts'],
    // The sign-in form's code and style sheet come beside config.json when no session is stored.
    ["the sign-in form's style sheet", 'src/theme/signIn.css'],
    ['the sign-in form', 'src/pages/LoginForm.tsx'],
    ["the sign-in form's checks", 'src/auth/loginValidation.ts'],
    // The screens' strings (src/locale/i18nProvider.ts stages) come with the first screen that shows a resource.
    ["the Arabic widgets' strings", 'i18n/ar/widgets.ts'],
    ["the Arabic forms' part of app", 'i18n/ar/appScreens.ts'],
    ["react-admin's Arabic strings for forms and lists", 'i18n/ar/raScreens.ts'],
    // It shows only after 300 px of scroll.
    ["the back-to-top button's MUI Fab", 'module:@mui/material/Fab'],
    // One use each on the first screen, drawn without them (docs/decisions.md "Performance").
    ["MUI's Chip (the demo badge)", 'module:@mui/material/Chip'],
    ["MUI's LinearProgress (the loading marker)", 'module:@mui/material/LinearProgress'],
    // The confirmation dialog (react-admin's, with MUI's Dialog) comes with the first question
    // (src/engine/ConfirmProvider.tsx). MUI's Menu, Drawer, Popover and Modal come with
    // react-admin's user menu and sidebar.
    ['the confirmation dialog', 'src/engine/confirmDialog.ts'],
    ["MUI's Dialog", 'module:@mui/material/Dialog'],
    ["react-admin's Confirm", 'package:ra-ui-materialui#Confirm'],
    // It goes through MUI's ThemeProvider, which carries the CSS-variables provider the app's
    // plain themes never use (src/theme/AppThemeProvider.tsx).
    ["react-admin's ThemeProvider", 'package:ra-ui-materialui#ThemeProvider'],
    ["MUI's ThemeProvider", 'package:@mui/material#ThemeProvider'],
  ])('should not import %s statically', (_, piece) => {
    expect(graph.get(piece)?.join(' -> ')).toBeUndefined();
  });
});
