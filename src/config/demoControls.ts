/**
 * What the shell may ask of the demo API (demo mode only): put the seeded data back, and the
 * demo's own "today". The app fills this at start-up when demo mode is on (src/app/providers.ts),
 * so the layout and the dashboard never import the demo (it sits above them,
 * docs/architecture.md); with a real API it stays empty.
 */
export interface DemoControls {
  /** Restores the seeded data. */
  reset(): Promise<void>;
  /** The day the demo data is dated from, as local midnight (see src/shell/dashboard/today.ts). */
  today(): Promise<Date>;
  /**
   * The instant the demo stands at (its data is dated back from it), as milliseconds: what "5
   * minutes ago" is counted from in demo mode. Without it, the clock's own time.
   */
  now?(): Promise<number>;
}

let controls: DemoControls | undefined;

export function provideDemoControls(given: DemoControls | undefined): void {
  controls = given;
}

/** The demo's controls, or undefined with a real API. */
export function demoControls(): DemoControls | undefined {
  return controls;
}
