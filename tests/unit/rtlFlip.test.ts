import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compile, middleware, prefixer, serialize, stringify, type Middleware } from 'stylis';
import stylisRTLPlugin from 'stylis-plugin-rtl';
import { rtlFlip } from '../../src/theme/rtlFlip';

/**
 * `rtlFlip` replaced `stylis-plugin-rtl` (cssjanus) in the right-to-left style cache. The old
 * plugin stays a devDependency as the reference: both must write the same CSS.
 */
const before: Middleware = middleware([prefixer, stylisRTLPlugin, stringify]);
const after: Middleware = middleware([rtlFlip, prefixer, stringify]);
const ltr: Middleware = middleware([prefixer, stringify]);
const write = (css: string, plugins: Middleware) => serialize(compile(css), plugins);

const recorded = readFileSync('tests/fixtures/css-declarations.txt', 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'));

describe('right-to-left styles', () => {
  it('mirrors every declaration the app writes as cssjanus did', () => {
    expect(recorded.length).toBeGreaterThan(900);
    const differing = recorded.filter((declaration) => {
      const css = `.a{${declaration};}`;
      return write(css, after) !== write(css, before);
    });
    expect(differing).toEqual([]);
    // The corpus does exercise the mirroring: a good share of it reads differently in RTL.
    const mirrored = recorded.filter((d) => write(`.a{${d};}`, before) !== write(`.a{${d};}`, ltr));
    expect(mirrored.length).toBeGreaterThan(100);
  });

  it('mirrors them the same inside one rule, media queries, keyframes and nested selectors', () => {
    const body = recorded.map((d) => `${d};`).join('');
    for (const css of [
      `.a{${body}}`,
      `@media (min-width:600px){.a{${body}}}`,
      `.a{margin-left:8px;&:hover{padding-right:4px;}& .b{left:0;}}`,
      `@keyframes k{0%{left:-35%;right:100%;}60%{left:100%;right:-90%;}}`,
      `@supports (display:grid){.a{float:left;}}`,
    ]) {
      expect(write(css, after)).toBe(write(css, before));
    }
  });

  const properties = [
    'left',
    'right',
    'margin-left',
    'padding-right',
    'border-left',
    'border-right-color',
    'border-top-left-radius',
    'inset-inline-start',
    'float',
    'clear',
    'text-align',
    'transform-origin',
    'transition',
    'direction',
    'cursor',
    'margin',
    'padding',
    'border-width',
    'border-color',
    'border-style',
    'border-radius',
    'box-shadow',
    '-webkit-box-shadow',
    'text-shadow',
    'transform',
    '-webkit-transform',
    'background',
    'background-position',
    'background-position-x',
    'content',
    'grid-area',
  ];
  const values = [
    'left',
    'right',
    'LEFT',
    'left top',
    'right 10%',
    'top left',
    '0',
    '8px',
    '-8px',
    'auto',
    'inherit',
    'ltr',
    'rtl',
    'e-resize',
    'nw-resize',
    'SE-resize',
    'ew-resize',
    'col-resize',
    '1px 2px 3px 4px',
    '0 auto',
    '1px 2px 3px',
    '1px -2px calc(3px + 1em) 4px',
    '1px 2px 3px 4px !important',
    'red green blue yellow',
    '#fff rgba(0, 0, 0, 0.5) #000 hsl(0, 0%, 0%)',
    'solid dotted dashed none',
    '4px 8px 0 0',
    '4px 8px 2px',
    '4px / 2px 6px',
    '1px 2px 3px 4px / 5px 6px',
    'var(--r)',
    '2px 2px 4px rgba(0,0,0,0.2)',
    'inset 3px 0 0 #000',
    '0px 1px 3px 0px rgba(0,0,0,0.2),0px 1px 1px 0px rgba(0,0,0,0.14)',
    '1px 1px red',
    'red 1px 1px',
    'translateX(10px)',
    'translateX(-50%) rotate(45deg)',
    'translate(12px, 16px) scale(1)',
    'translate(0, -50%)',
    'translate(var(--x), 4px)',
    'scaleX(-1) translateX(4px) translateX(calc(1px))',
    'url(arrow-left.png) no-repeat 25% 50%',
    'url("right.svg") 0 0',
    '33.25% 10px',
    'linear-gradient(to right, red, blue) 10% 0',
    'left 0.3s ease,right 0.3s ease',
    'margin-left 200ms',
    '"left"',
    'sidebar-left',
    'left-panel',
    'calc(100% - 8px)',
    'env(safe-area-inset-left)',
    'var(--left)',
    'var(--left-gap, 4px)',
    'translate(12px, var(--y))',
    'translate( 5px , 6px )',
    'translate(1px,2px,3px) rotate(3deg)',
    'translateX( -2em )',
    'calc(1px + 2px) 0 0 calc(3px - 1px)',
    'var(--a) 1px 2px 3px',
    '1px  2px\t3px 4px',
    '1px 2px 3px 4px 5px',
  ];

  it('mirrors a grid of crafted declarations as cssjanus did', () => {
    const differing: string[] = [];
    let mirrored = 0;
    for (const property of properties) {
      for (const value of values) {
        const css = `.a{${property}:${value};}`;
        if (write(css, after) !== write(css, before)) differing.push(`${property}:${value}`);
        if (write(css, before) !== write(css, ltr)) mirrored++;
      }
    }
    expect(differing).toEqual([]);
    expect(mirrored).toBeGreaterThan(800);
  });

  it('mirrors inside container queries too, which stylis-plugin-rtl left as written', () => {
    const css = '@container (min-width:300px){.a{border-left:1px solid red;}}';
    expect(write(css, before)).toBe(css);
    expect(write(css, after)).toBe('@container (min-width:300px){.a{border-right:1px solid red;}}');
  });

  it('keeps a declaration after /* @noflip */ as written', () => {
    const css = '.a{/* @noflip */margin-left:8px;padding-left:4px;}';
    expect(write(css, after)).toBe('.a{margin-left:8px;padding-right:4px;}');
  });
});
