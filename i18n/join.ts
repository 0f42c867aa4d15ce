/** One entry per group holding both halves' keys (the first half's first). */
export type Joined<N, D> = {
  [K in keyof N | keyof D]: (K extends keyof N ? N[K] : unknown) & (K extends keyof D ? D[K] : unknown);
};

/**
 * A part of the catalogue split in two by when each half is needed, joined group by group:
 * `resources` (each resource's names with the sign-in, the rest with the first screen that shows
 * a resource) and `shell` (the app bar's and the menu's with the sign-in, the panels' and lists'
 * content with the screens' strings). A string outside any group is taken as it is.
 */
export function joinGroups<N extends object, D extends object>(first: N, second: D): Joined<N, D> {
  const joined: Record<string, unknown> = {};
  for (const half of [first, second] as Record<string, unknown>[])
    for (const [key, value] of Object.entries(half))
      joined[key] = typeof value === 'object' && value !== null ? { ...(joined[key] as object | undefined), ...value } : value;
  return joined as Joined<N, D>;
}
