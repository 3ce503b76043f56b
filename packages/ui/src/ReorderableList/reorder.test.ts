import { describe, expect, it } from 'vitest';
import { canMove, defaultReorderableListLabels, dropAt, focusAfterMove, moveBy } from './reorder.ts';

describe('moving by one place', () => {
  it('moves one id up and down', () => {
    expect(moveBy(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveBy(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveBy([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveBy([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
  });

  it('clamps a longer move to the ends', () => {
    expect(moveBy(['a', 'b', 'c', 'd'], 'c', -5)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveBy(['a', 'b', 'c', 'd'], 'b', 9)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('gives back the same array when nothing moves', () => {
    const ids = [1, 2, 3];
    expect(moveBy(ids, 1, -1)).toBe(ids);
    expect(moveBy(ids, 3, 1)).toBe(ids);
    expect(moveBy(ids, 9, 1)).toBe(ids);
    expect(moveBy(ids, 2, 0)).toBe(ids);
  });

  it('does not change the array it was given', () => {
    const ids = ['a', 'b', 'c'];
    moveBy(ids, 'a', 1);
    expect(ids).toEqual(['a', 'b', 'c']);
  });
});

describe('dropping dragged ids', () => {
  it('puts one dragged id before or after the target', () => {
    expect(dropAt([1, 2, 3, 4], [4], 1, 'before')).toEqual([4, 1, 2, 3]);
    expect(dropAt([1, 2, 3, 4], [1], 3, 'after')).toEqual([2, 3, 1, 4]);
    expect(dropAt([1, 2, 3, 4], [1], 4, 'after')).toEqual([2, 3, 4, 1]);
  });

  it('keeps several dragged ids together, in their current order', () => {
    expect(dropAt([1, 2, 3, 4], [2, 3], 4, 'after')).toEqual([1, 4, 2, 3]);
    expect(dropAt([1, 2, 3, 4], [1, 3], 4, 'after')).toEqual([2, 4, 1, 3]);
    expect(dropAt([1, 2, 3, 4, 5], [5, 2], 1, 'before')).toEqual([2, 5, 1, 3, 4]);
  });

  it('gives back the same array when the order does not change', () => {
    const ids = [1, 2, 3];
    expect(dropAt(ids, [2], 2, 'before')).toBe(ids);
    expect(dropAt(ids, [2], 2, 'after')).toBe(ids);
    expect(dropAt(ids, [2], 3, 'before')).toBe(ids);
    expect(dropAt(ids, [1], 2, 'before')).toBe(ids);
    expect(dropAt(ids, [9], 1, 'before')).toBe(ids);
    expect(dropAt(ids, [2], 9, 'after')).toBe(ids);
  });

  it('ignores dragged ids that are not in the list', () => {
    expect(dropAt([1, 2, 3], [3, 9], 1, 'before')).toEqual([3, 1, 2]);
  });
});

describe('the Move buttons', () => {
  it('cannot move the first row up nor the last row down', () => {
    expect(canMove(0, 3, 'up')).toBe(false);
    expect(canMove(0, 3, 'down')).toBe(true);
    expect(canMove(2, 3, 'up')).toBe(true);
    expect(canMove(2, 3, 'down')).toBe(false);
    expect(canMove(0, 1, 'up')).toBe(false);
    expect(canMove(0, 1, 'down')).toBe(false);
  });

  it('keeps focus on the button of the same direction, or the other one at the end of the list', () => {
    expect(focusAfterMove(2, 5, 'down')).toBe('down');
    expect(focusAfterMove(1, 5, 'up')).toBe('up');
    expect(focusAfterMove(4, 5, 'down')).toBe('up');
    expect(focusAfterMove(0, 5, 'up')).toBe('down');
    expect(focusAfterMove(0, 1, 'up')).toBeNull();
  });

  it('names the buttons after the row, containing their visible text', () => {
    expect(defaultReorderableListLabels.moveUpItem('Dinosaurs')).toBe('Move up: Dinosaurs');
    expect(defaultReorderableListLabels.moveDownItem('Dinosaurs')).toBe('Move down: Dinosaurs');
    expect(defaultReorderableListLabels.drag('Dinosaurs')).toBe('Drag Dinosaurs');
  });
});
