import { useEffect, useState } from 'react';
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
  if (!demo) return startOfDay(new Date());
  const day = await demo.today();
  demoDay = { controls: demo, day };
  return day;
}

/** The demo's day once read, with the controls it was read from. */
let demoDay: { controls: object; day: Date } | undefined;

/**
 * The same day when it is known without waiting: always with a real API, and in demo mode once
 * `loadToday` has read it (the demo's day never moves). A screen drawn again (a language switch
 * re-mounts every screen) starts from it instead of drawing nothing until the promise settles.
 */
export function knownToday(): Date | undefined {
  const demo = demoControls();
  if (!demo) return startOfDay(new Date());
  return demoDay?.controls === demo ? demoDay.day : undefined;
}

export const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/**
 * Today as the app counts it, for a screen: the demo's own day in demo mode (see `loadToday`),
 * else today. Read once per mount, so everything the screen links or counts agrees on it;
 * undefined only while the demo's day is read the first time. If that read fails, today.
 */
export function useToday(): Date | undefined {
  const [today, setToday] = useState<Date | undefined>(knownToday);
  const known = today !== undefined;
  useEffect(() => {
    if (known) return;
    let live = true;
    loadToday().then(
      (d) => live && setToday(d),
      () => live && setToday(startOfDay(new Date())),
    );
    return () => {
      live = false;
    };
  }, [known]);
  return today;
}
