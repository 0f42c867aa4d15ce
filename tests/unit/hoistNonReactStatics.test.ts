import { forwardRef, memo, Component } from 'react';
import { describe, expect, it } from 'vitest';
import hoistNonReactStatics from '../../src/shims/hoistNonReactStatics';
// @ts-expect-error: the package has no types of its own; imported by path, not through the stand-in.
import packageHoist from '../../node_modules/hoist-non-react-statics/dist/hoist-non-react-statics.cjs.js';

/** Own keys with their descriptors, comparable across two objects made the same way. */
function described(target: object) {
  return Reflect.ownKeys(target).map((key) => {
    const { value, get, set, writable, enumerable, configurable } = Object.getOwnPropertyDescriptor(target, key)!;
    return [String(key), { value, get, set, writable, enumerable, configurable }];
  });
}

const marker = Symbol('marker');
/** Each case makes a fresh source and target, so both implementations start from the same state. */
const cases: Record<string, () => { source: unknown; target: object; exclude?: Record<PropertyKey, boolean> }> = {
  'a function component with its own statics and React ones': () => {
    const source = Object.assign(() => null, {
      Item: () => null,
      defaultProps: { a: 1 },
      displayName: 'S',
      propTypes: {},
      type: 'x',
      [marker]: 1,
    });
    return { source, target: () => null };
  },
  'a class that inherits statics from another class': () => {
    class Base extends Component {
      static shared = 'from base';
      static getDerivedStateFromProps() {
        return null;
      }
    }
    class Source extends Base {
      static own = 'own';
      static override contextType = undefined;
    }
    return { source: Source, target: class Target extends Component {} };
  },
  'a memo over a component with statics': () => {
    const inner = Object.assign(() => null, { Part: 1 });
    const source = Object.assign(memo(inner), { Part: 2, compareHelp: 3 });
    return { source, target: () => null };
  },
  'a forwardRef as the target keeps its render': () => {
    const source = Object.assign(() => null, { render: 'not hoisted onto a forwardRef', other: 1 });
    return { source, target: forwardRef(() => null) };
  },
  'a forwardRef as the source': () => {
    const source = Object.assign(
      forwardRef(() => null),
      { Extra: 1 },
    );
    return { source, target: () => null };
  },
  'getters, read-only and non-enumerable statics': () => {
    const source = () => null;
    Object.defineProperty(source, 'computed', { get: () => 42, enumerable: true, configurable: true });
    Object.defineProperty(source, 'hidden', { value: 'h', enumerable: false, configurable: true, writable: false });
    const target = () => null;
    Object.defineProperty(target, 'hidden', { value: 'kept', configurable: false, writable: false });
    return { source, target };
  },
  'an exclusion list': () => ({
    source: Object.assign(() => null, { a: 1, b: 2, [marker]: 3 }),
    target: () => null,
    exclude: { a: true, [marker]: true },
  }),
  'an HTML element name': () => ({ source: 'div', target: () => null }),
};

describe("the app's hoistNonReactStatics (src/shims/hoistNonReactStatics.ts) against the package's", () => {
  for (const [name, make] of Object.entries(cases)) {
    it(`should give the same statics for ${name}`, () => {
      const ours = make();
      const theirs = make();
      const a = hoistNonReactStatics(ours.target, ours.source, ours.exclude);
      const b = packageHoist(theirs.target, theirs.source, theirs.exclude) as object;
      expect(a).toBe(ours.target);
      // The same keys, in the same order, with the same kind of descriptor; values compared where
      // they are not made afresh by each case (functions are).
      const shape = (entries: ReturnType<typeof described>) =>
        entries.map(([key, d]) => [
          key,
          typeof (d as { value: unknown }).value,
          Object.entries(d as object).filter(([, v]) => typeof v !== 'function' && typeof v !== 'object'),
        ]);
      expect(shape(described(a))).toEqual(shape(described(b)));
    });
  }

  it('should copy the values themselves', () => {
    const Item = () => null;
    const source = Object.assign(() => null, { Item, count: 3 });
    const target = hoistNonReactStatics(() => null, source) as unknown as { Item: unknown; count: number };
    expect(target.Item).toBe(Item);
    expect(target.count).toBe(3);
  });
});
