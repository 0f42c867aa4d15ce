/** One entry per resource holding both halves' keys (names first, then the rest). */
export type Joined<N, D> = {
  [K in keyof N | keyof D]: (K extends keyof N ? N[K] : unknown) & (K extends keyof D ? D[K] : unknown);
};

/**
 * The catalogue's `resources`: each resource's names (`resourceNames.ts`, with the sign-in) and
 * the rest of its strings (`resources.ts`, with the first screen that shows a resource), joined.
 */
export function joinResources<N extends object, D extends object>(names: N, details: D): Joined<N, D> {
  const joined: Record<string, object> = {};
  for (const [key, value] of Object.entries(names) as [string, object][]) joined[key] = { ...value };
  for (const [key, value] of Object.entries(details) as [string, object][]) joined[key] = { ...joined[key], ...value };
  return joined as Joined<N, D>;
}
