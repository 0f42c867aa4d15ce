/** SPEC §5/§9: the cropped image is always 400 × 400. */
export const CROP_OUTPUT_SIZE = 400;
/** Largest side of the crop frame on screen, in CSS pixels. */
export const FRAME_MAX = 280;

/**
 * The on-screen crop frame for a free aspect ratio (width / height), its longer side
 * FRAME_MAX. Any ratio is allowed; the slider offers 1:3 to 3:1.
 */
export function frameFor(aspect: number, max = FRAME_MAX): { width: number; height: number } {
  const a = Math.min(Math.max(aspect, 1 / 3), 3);
  return a >= 1 ? { width: max, height: Math.round(max / a) } : { width: Math.round(max * a), height: max };
}

/**
 * Where a cropped region of `width × height` goes in the square output: scaled to fit
 * whole (no distortion, nothing cut) and centred; the rest is filled white.
 */
export function placeInSquare(width: number, height: number, size = CROP_OUTPUT_SIZE) {
  const scale = Math.min(size / width, size / height);
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  return { x: Math.round((size - w) / 2), y: Math.round((size - h) / 2), width: w, height: h };
}

/** Draws the cropped canvas into a new 400 × 400 canvas. */
export function toSquareCanvas(source: HTMLCanvasElement, size = CROP_OUTPUT_SIZE): HTMLCanvasElement {
  const out = document.createElement('canvas');
  out.width = size;
  out.height = size;
  const ctx = out.getContext('2d');
  if (!ctx) throw new Error('canvas 2d context is not available');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, size, size);
  const p = placeInSquare(source.width, source.height, size);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, p.x, p.y, p.width, p.height);
  return out;
}
