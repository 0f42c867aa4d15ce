/**
 * The class a directional icon carries (back/forward arrows, chevrons that point along the
 * line): the theme mirrors it when the page reads right to left. MUI's own pagination and
 * menus swap their icons themselves and must not carry it (they would flip twice).
 */
export const MIRROR_IN_RTL = 'mirror-in-rtl';
