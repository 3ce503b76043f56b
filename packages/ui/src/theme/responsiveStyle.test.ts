import { describe, expect, it } from 'vitest';
import { responsiveStyle } from './responsiveStyle.ts';

describe('responsiveStyle', () => {
  it('puts the mobile style first and each wider breakpoint in its min-width query', () => {
    expect(
      responsiveStyle({
        mobile: { gridTemplateColumns: '1fr' },
        tablet: { gap: 8 },
        desktop: { gridTemplateColumns: '5fr 6fr' },
      }),
    ).toEqual({
      gridTemplateColumns: '1fr',
      '@media': {
        'screen and (min-width: 768px)': { gap: 8 },
        'screen and (min-width: 1024px)': { gridTemplateColumns: '5fr 6fr' },
      },
    });
  });

  it('adds no media block when only the mobile style is given', () => {
    expect(responsiveStyle({ mobile: { display: 'none' } })).toEqual({ display: 'none' });
  });

  it('styles only from a breakpoint up', () => {
    expect(responsiveStyle({ desktop: { display: 'grid' } })).toEqual({
      '@media': { 'screen and (min-width: 1024px)': { display: 'grid' } },
    });
  });
});
