import { getConfig } from '../../config/runtimeConfig';

/**
 * The day the dashboard counts from, as local midnight.
 *
 * With a real API it is today. In demo mode it is the demo's own day, `DEMO_EPOCH`
 * (`src/demo/seed.ts`): the demo data is dated relative to that day and never moves, so
 * "expires within 30 days" or "this month" only mean something measured from it. With the
 * real date the demo would drift a little further into an empty future every day.
 * The demo module is reached with `import()` and only in demo mode, where it is already
 * loaded (the mock API started on the first request), so a real build never fetches it.
 */
export async function loadToday(): Promise<Date> {
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'demo') || !getConfig().demo) return startOfDay(new Date());
  const { DEMO_EPOCH } = await import('../../demo/seed');
  const epoch = new Date(DEMO_EPOCH);
  // The epoch is midnight UTC; its calendar day is what the data means, in every time zone.
  return new Date(epoch.getUTCFullYear(), epoch.getUTCMonth(), epoch.getUTCDate());
}

export const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
