import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer, suggestionEntries, suggestionText } from './suggestionLogic.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('suggestionText', () => {
  it('asks from 2 letters, without the spaces around', () => {
    expect(suggestionText(' t ')).toBeNull();
    expect(suggestionText(' tr ')).toBe('tr');
  });
});

describe('createDebouncer', () => {
  it('sends the last value once typing pauses for 200 ms, and nothing after cancel', () => {
    vi.useFakeTimers();
    const send = vi.fn();
    const debouncer = createDebouncer(200, send);
    debouncer.push('t');
    vi.advanceTimersByTime(150);
    debouncer.push('tr');
    vi.advanceTimersByTime(199);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith('tr');
    debouncer.push('tre');
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('suggestionEntries', () => {
  it('leads to each product, each category and every result of the text', () => {
    const routes = {
      product: (id: string) => `/catalog/product/${id}`,
      category: (id: number) => `/catalog/categories/${id}`,
      productSearch: (q: string) => `/catalog/products?q=${encodeURIComponent(q)}`,
    };
    const entries = suggestionEntries(
      {
        products: [{ id: 'DINO-RIDE-0266-01', title: 'Walking T-Rex Ride', img: null }],
        categories: [{ id: 2, title: 'Dinosaurs' }],
        matched_words: ['trex'],
        nearest: false,
      },
      ' t rex ',
      routes,
    );
    expect(entries).toEqual({
      products: [
        {
          id: 'product:DINO-RIDE-0266-01',
          textValue: 'Walking T-Rex Ride',
          href: '/catalog/product/DINO-RIDE-0266-01',
        },
      ],
      categories: [{ id: 'category:2', textValue: 'Dinosaurs', href: '/catalog/categories/2' }],
      all: { id: 'all', textValue: 'All results for “t rex”', href: '/catalog/products?q=t%20rex' },
    });
  });
});
