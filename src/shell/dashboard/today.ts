import { demoControls } from '../../config/demoControls';

/**
 * The day the dashboard counts from, as local midnight.
 *
 * With a real API it is today. In demo mode it is the demo's own day, `DEMO_EPOCH`
 * (`src/demo/seed.ts`): the demo data is dated relative to that day and never moves, so
 * "expires within 30 days" or "this month" only mean something measured from it. With the
 * real date the demo would drift a little further into an empty future every day.
 * The demo's day comes through the demo controls the app provides in demo mode only
 * (src/config/demoControls.ts), so the dashboard never imports the demo.
 */
export async function loadToday(): Promise<Date> {
  const demo = demoControls();
  return demo ? demo.today() : startOfDay(new Date());
}

export const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
