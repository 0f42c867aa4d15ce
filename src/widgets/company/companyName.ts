/**
 * SPEC §5: deleting a company needs its exact name typed. Only surrounding spaces are
 * forgiven; case and inner spelling must match.
 */
export function companyNameMatches(typed: string, required: string): boolean {
  return typed.trim() === required.trim() && required.trim() !== '';
}

/** SPEC §5: renaming needs a new name (not blank). */
export function newCompanyName(typed: string): string | null {
  const name = typed.trim();
  return name ? name : null;
}
