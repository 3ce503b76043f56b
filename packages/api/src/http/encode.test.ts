import { describe, expect, it } from 'vitest';
import { fillPath, flattenFields, toFormData, toQueryString } from './encode.ts';

describe('flattenFields', () => {
  it('nests arrays and objects the way Laravel reads forms', () => {
    const fields = flattenFields({
      token: 'abc',
      info: { title: 'T-Rex', dimension_height: 250.5 },
      category: [3, 7],
      rows: [{ id: 'FG-1', qty: 2 }],
    });
    expect(fields).toEqual([
      ['token', 'abc'],
      ['info[title]', 'T-Rex'],
      ['info[dimension_height]', '250.5'],
      ['category[0]', '3'],
      ['category[1]', '7'],
      ['rows[0][id]', 'FG-1'],
      ['rows[0][qty]', '2'],
    ]);
  });

  it('sends booleans as 1/0, null as empty, dates as ISO text, and leaves undefined out', () => {
    const fields = flattenFields({
      remember: true,
      is_active: false,
      description: null,
      q: undefined,
      from: new Date('2026-01-31T09:00:00Z'),
    });
    expect(fields).toEqual([
      ['remember', '1'],
      ['is_active', '0'],
      ['description', ''],
      ['from', '2026-01-31T09:00:00.000Z'],
    ]);
  });
});

describe('toFormData', () => {
  it('keeps files with their names, nested in arrays', async () => {
    const photo = new File(['png-bytes'], 'dino.png', { type: 'image/png' });
    const form = toFormData({ title: 'Dino', images: [photo] });
    const sent = form.get('images[0]');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('dino.png');
    expect(await (sent as File).text()).toBe('png-bytes');
    expect(form.get('title')).toBe('Dino');
  });
});

describe('toQueryString', () => {
  it('encodes values and skips missing ones', () => {
    expect(toQueryString({ q: 'T Rex & co', page: 2, sub: undefined, includeChildren: true })).toBe(
      '?q=T+Rex+%26+co&page=2&includeChildren=1',
    );
  });

  it('is empty when nothing is set', () => {
    expect(toQueryString({ q: undefined })).toBe('');
  });

  it('refuses files', () => {
    expect(() => toQueryString({ file: new Blob(['x']) })).toThrow('A query parameter cannot carry a file: file');
  });
});

describe('fillPath', () => {
  it('fills and URL-encodes placeholders', () => {
    expect(
      fillPath('/api/product-filter/{productId}/{filterId}/{choiceId}', {
        productId: 'FG/1 A',
        filterId: 2,
        choiceId: 9,
      }),
    ).toBe('/api/product-filter/FG%2F1%20A/2/9');
  });

  it('throws on a missing parameter instead of calling a wrong URL', () => {
    expect(() => fillPath('/api/roles/{id}', {})).toThrow('Missing path parameter "id" for /api/roles/{id}');
  });
});
