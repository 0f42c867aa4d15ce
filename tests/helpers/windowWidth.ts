/** The window's width when the test file started. */
const initialWidth = window.innerWidth;

/** Sets the window's width, as happy-dom lets a test do it (its media queries follow). */
export function setWindowWidth(width: number) {
  (window as unknown as { happyDOM: { setInnerWidth: (w: number) => void } }).happyDOM.setInnerWidth(width);
}

/** Gives the window back the width it started with (after a test that changed it). */
export function resetWindowWidth() {
  setWindowWidth(initialWidth);
}
