import { describe, expect, it } from 'vitest';
import { imagePositionLabel, imagesZipName } from './productLogic.ts';

describe('product page', () => {
  it('names gallery pictures and the zip file', () => {
    expect(imagePositionLabel(1, 5)).toBe('Image 2 of 5');
    expect(imagesZipName('FG-DINO-001')).toBe('FG-DINO-001-images.zip');
  });
});
