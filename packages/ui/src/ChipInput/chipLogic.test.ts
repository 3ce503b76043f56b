import { describe, expect, it } from 'vitest';
import { addChip, availableOptions, removeChips, removeLastChip } from './chipLogic.ts';

const lanterns = { id: 1, value: 'Lanterns' };
const dragons = { id: 2, value: 'Dragons' };
const lights = { id: 3, value: 'String lights' };
const options = [lanterns, dragons, lights];

describe('addChip', () => {
  it('adds an item at the end', () => {
    expect(addChip([lanterns], dragons)).toEqual([lanterns, dragons]);
  });

  it('never adds the same id twice', () => {
    expect(addChip([lanterns, dragons], { id: 1, value: 'Lanterns' })).toEqual([lanterns, dragons]);
  });

  it('does not change the list it was given', () => {
    const chosen = [lanterns];
    addChip(chosen, dragons);
    expect(chosen).toEqual([lanterns]);
  });
});

describe('removeChips', () => {
  it('removes the items with the given ids and keeps the order of the rest', () => {
    expect(removeChips(options, [2])).toEqual([lanterns, lights]);
    expect(removeChips(options, new Set([1, 3]))).toEqual([dragons]);
  });

  it('ignores ids that are not chosen', () => {
    expect(removeChips([lanterns], [9])).toEqual([lanterns]);
  });
});

describe('removeLastChip', () => {
  it('removes the last item', () => {
    expect(removeLastChip(options)).toEqual([lanterns, dragons]);
  });

  it('does nothing on an empty list', () => {
    expect(removeLastChip([])).toEqual([]);
  });
});

describe('availableOptions', () => {
  it('offers every option not chosen yet for an empty query', () => {
    expect(availableOptions(options, [], '')).toEqual(options);
    expect(availableOptions(options, [dragons], '')).toEqual([lanterns, lights]);
  });

  it('matches a substring, ignoring case and surrounding spaces', () => {
    expect(availableOptions(options, [], 'LIGHT')).toEqual([lights]);
    expect(availableOptions(options, [], '  an ')).toEqual([lanterns]);
    expect(availableOptions(options, [], 'n')).toEqual([lanterns, dragons, lights]);
  });

  it('leaves chosen items out even when they match', () => {
    expect(availableOptions(options, [lanterns], 'lan')).toEqual([]);
  });

  it('offers nothing when no option matches', () => {
    expect(availableOptions(options, [], 'xyz')).toEqual([]);
  });
});
