// node-polyglot requires the `object.entries` polyfill package, which pulls ~10 KB of
// ES5-era helpers (get-intrinsic, define-data-property…) into the first load. Every browser
// this app supports has Object.entries, so vite.config.ts points that require here.
// CommonJS on purpose: polyglot `require()`s it and expects the function itself.
module.exports = function entries(o) {
  return Object.entries(o);
};
