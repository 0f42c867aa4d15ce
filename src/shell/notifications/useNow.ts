import { useEffect, useState } from 'react';
import { demoControls } from '../../config/demoControls';

const MINUTE = 60_000;

/** The demo's instant once read (it never moves), with the controls it was read from. */
let demoNow: { controls: object; now: number } | undefined;

/** The time to start from when it is known without waiting. */
function knownNow(): number | undefined {
  const demo = demoControls();
  if (!demo?.now) return Date.now();
  return demoNow?.controls === demo ? demoNow.now : undefined;
}

/**
 * The time relative times are counted from: the clock's, moving on every minute so "5 minutes
 * ago" becomes "6 minutes ago" on a page left open. In demo mode it is the instant the demo
 * stands at (its notifications are dated back from it, like the dashboard's day,
 * src/shell/dashboard/today.ts); undefined only while that is read the first time.
 */
export function useNow(): number | undefined {
  const demo = demoControls();
  const [now, setNow] = useState<number | undefined>(knownNow);
  useEffect(() => {
    if (demo?.now) {
      if (demoNow?.controls === demo) return;
      let live = true;
      demo.now().then(
        (at) => {
          demoNow = { controls: demo, now: at };
          if (live) setNow(at);
        },
        () => live && setNow(Date.now()),
      );
      return () => {
        live = false;
      };
    }
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, [demo]);
  return now;
}
