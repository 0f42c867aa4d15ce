/**
 * ISO 3166 code → URL of its flag: one SVG file per country from `country-flag-icons` (MIT),
 * emitted by the build as its own asset (`no-inline`: never a data: URL, however small) and served from the
 * app's origin, so `img-src 'self'` allows it and no flag host is asked. This module is a lazy
 * chunk of its own (Flag.tsx imports it on first use): the first load carries no flag and no URL,
 * and a browser fetches only the flags it draws.
 */
// `??.svg`: the countries, named by their code (not subdivisions such as GB-SCT or BQ-SA).
const files = import.meta.glob<string>('./??.svg', {
  base: '/node_modules/country-flag-icons/3x2/',
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

export const FLAG_URLS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(files).map(([file, url]) => [file.slice(2, 4), url]),
);
