/**
 * The layer rule (docs/architecture.md): a file may import only from its own layer or the
 * layers below it, and a layer with an `entry` only through that file. Project imports are
 * relative, so a path is resolved against the importing file; packages are not checked.
 */
import path from 'node:path';
import { LAYERS } from './layers.js';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The layer a file belongs to: the deepest layer path that contains it. */
export function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  let best;
  LAYERS.forEach((layer, index) => {
    for (const p of layer.paths) {
      const clean = p.replace(/^\.\//, '');
      if ((rel === clean || rel.startsWith(clean + '/') || rel.startsWith(clean + '.')) && (!best || clean.length > best.length)) {
        best = { layer, index, length: clean.length, path: clean };
      }
    }
  });
  return best && { ...best.layer, index: best.index, base: best.path };
}

/** Why `file` may not import `target` (absolute paths), or undefined when it may. */
export function layerViolation(file, target) {
  const from = layerOf(file);
  const to = layerOf(target);
  if (!from || !to || from.name === to.name) return undefined;
  if (to.index < from.index) return `layer "${from.name}" must not import from "${to.name}" (above it): see docs/architecture.md`;
  if (to.entry) {
    const entry = path.join(root, to.base, to.entry);
    // A folder import means its index file.
    const bare = (target === path.join(root, to.base) ? path.join(target, 'index') : target).replace(/\.(tsx?|jsx?)$/, '');
    if (bare !== entry.replace(/\.(tsx?|jsx?)$/, ''))
      return `"${to.name}" is entered through ${to.base}/${to.entry.replace(/^\.\//, '')} only`;
  }
  return undefined;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'imports follow the layer order of docs/architecture.md' }, schema: [] },
  create(context) {
    const file = context.filename;
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const message = layerViolation(file, path.resolve(path.dirname(file), source));
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'import-order': rule } };
