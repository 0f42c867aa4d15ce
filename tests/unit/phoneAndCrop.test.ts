import { describe, expect, it } from 'vitest';
import { phoneValidator } from '../../src/fields/phone/phoneRules';
import { CROP_OUTPUT_SIZE, frameFor, placeInSquare } from '../../src/fields/cropper/geometry';

describe('phone validation (SPEC §5)', () => {
  const validate = phoneValidator('Phone');
  it('should accept valid international numbers in E.164', async () => {
    expect(await validate('+966501234567', {}, {} as never)).toBeUndefined();
    expect(await validate('+442071838750', {}, {} as never)).toBeUndefined();
  });

  it('should refuse invalid numbers with the translated message and its field name', async () => {
    for (const bad of ['+96612', '+9665012345678901', '0501234567', 'abc']) {
      expect(await validate(bad, {}, {} as never)).toEqual({ message: 'widgets.phone.invalid', args: { name: 'Phone' } });
    }
  });

  it('should leave an empty value to the required check', async () => {
    expect(await validate('', {}, {} as never)).toBeUndefined();
  });
});

describe('cropper geometry (SPEC §5, §9)', () => {
  it('should always output 400 × 400', () => {
    expect(CROP_OUTPUT_SIZE).toBe(400);
  });

  it('should fit any crop into the square without distortion, centred', () => {
    expect(placeInSquare(800, 400)).toEqual({ x: 0, y: 100, width: 400, height: 200 });
    expect(placeInSquare(300, 900)).toEqual({ x: 134, y: 0, width: 133, height: 400 });
    expect(placeInSquare(1200, 1200)).toEqual({ x: 0, y: 0, width: 400, height: 400 });
  });

  it('should shape the frame freely between 1:3 and 3:1', () => {
    expect(frameFor(1)).toEqual({ width: 280, height: 280 });
    expect(frameFor(2)).toEqual({ width: 280, height: 140 });
    expect(frameFor(0.5)).toEqual({ width: 140, height: 280 });
    expect(frameFor(10)).toEqual(frameFor(3));
  });
});
