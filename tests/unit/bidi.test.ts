import { describe, expect, it } from 'vitest';
import { hasBidiControls, isolateBidi, stripBidi } from '../../src/locale/bidi';

const RLO = '\u202e';
const LRE = '\u202a';
const PDF = '\u202c';
const RLI = '\u2067';
const FSI = '\u2068';
const PDI = '\u2069';

describe('bidi controls in data', () => {
  it('should leave ordinary text alone, Arabic and Latin alike', () => {
    expect(isolateBidi('Saudi Arabia')).toBe('Saudi Arabia');
    expect(isolateBidi('المملكة العربية السعودية')).toBe('المملكة العربية السعودية');
    expect(hasBidiControls('abc')).toBe(false);
  });

  it('should isolate a value with an override and close what it left open', () => {
    expect(isolateBidi(`evil${RLO}gpj.exe`)).toBe(`${FSI}evil${RLO}gpj.exe${PDF}${PDI}`);
    expect(isolateBidi(`${LRE}${RLI}x`)).toBe(`${FSI}${LRE}${RLI}x${PDI}${PDF}${PDI}`);
  });

  it('should not add closers for controls the value closes itself, nor count stray closers', () => {
    expect(isolateBidi(`a${RLO}b${PDF}c`)).toBe(`${FSI}a${RLO}b${PDF}c${PDI}`);
    expect(isolateBidi(`${PDF}${PDI}x`)).toBe(`${FSI}${PDF}${PDI}x${PDI}`);
    // A PDI closes the embeddings opened inside its isolate.
    expect(isolateBidi(`${RLI}${RLO}x${PDI}`)).toBe(`${FSI}${RLI}${RLO}x${PDI}${PDI}`);
  });

  it('should strip every control for output that cannot run the bidi algorithm', () => {
    expect(stripBidi(`a${RLO}b${PDF}${FSI}c${PDI}\u202b\u202d\u2066`)).toBe('abc');
  });
});
