import { describe, expect, it } from 'vitest';
import { compile, middleware, prefixer, serialize, stringify, type Middleware } from 'stylis';
import stylisRTLPlugin from 'stylis-plugin-rtl';
import { rtlPlugin } from '../../src/theme/rtlPlugin';

// src/theme/rtlPlugin.ts skips stylis-plugin-rtl for rules with nothing to flip: the CSS must
// be exactly what the plugin itself writes, for rules that flip and rules that do not.
const run = (css: string, plugin: Middleware) => serialize(compile(`.c{${css}}`), middleware([prefixer, plugin, stringify]));

const RULES = [
  // Nothing to flip: skipped.
  'display:flex;align-items:center;color:#333;font-weight:500;',
  'position:relative;top:0;bottom:4px;width:calc(100% - 8px);user-select:none;',
  'transition:opacity 200ms cubic-bezier(0.4, 0, 0.2, 1) 0ms;appearance:none;',
  '&:hover{text-decoration:underline;}&.Mui-disabled{opacity:0.38;}',
  '@media (min-width:600px){min-height:64px;}',
  // Flipped.
  'margin-left:8px;padding-right:4px;left:0;float:right;text-align:left;',
  'margin:1px 2px 3px 4px;padding:0 16px 0 8px;border-width:1px 2px 3px 4px;',
  'border-color:red green blue yellow;border-style:solid dotted dashed double;',
  'border-radius:4px 0 0 4px;border-top-left-radius:4px;',
  'box-shadow:2px 0 4px rgba(0,0,0,0.2);text-shadow:1px 1px #000;',
  'transform:translateX(10px);transform:translate(-50%, 0) scale(0.75);',
  'background-position:0% 50%;background:url(a.png) 10% 0 no-repeat;',
  'cursor:e-resize;direction:ltr;',
  '&:hover{margin-right:2px;}@media (min-width:600px){padding-left:24px;}',
  '/* @noflip */ left:4px;right:0;',
  'background-color:#1f4e79;padding:8px;margin:0 auto;border-color:rgba(0, 0, 0, 0.23);border-radius:4px;',
  'margin:calc(1px + 2px) 0 0 calc(100% - 4px);padding:0\t8px\n0 16px;',
  'background:#fff 25% 0;background-position-x:30%;border-radius:4px 8px;',
  'border-color:#fff #000 rgba(0, 0, 0, 0.5) red;',
];

describe('the RTL stylis plugin (src/theme/rtlPlugin.ts)', () => {
  it.each(RULES)('should write what stylis-plugin-rtl writes: %s', (css) => {
    expect(run(css, rtlPlugin)).toBe(run(css, stylisRTLPlugin));
  });

  it('should flip what needs flipping', () => {
    expect(run('margin-left:8px;', rtlPlugin)).toBe('.c{margin-right:8px;}');
    expect(run('padding:0 16px 0 8px;', rtlPlugin)).toBe('.c{padding:0 8px 0 16px;}');
  });
});
