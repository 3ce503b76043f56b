import type { OperationDocumentFolder } from '@factory/api';
import { describe, expect, it } from 'vitest';
import { locateFolder, treeKeyMove, visibleRows } from './folderTree.ts';

const folder = (id: number, title: string, children: OperationDocumentFolder[] = []): OperationDocumentFolder => ({
  id,
  title,
  parent_id: null,
  children,
});
const tree = [
  folder(1, 'Price lists', [folder(2, 'Distributors')]),
  folder(3, 'Catalogues'),
  folder(4, 'Installation guides', [folder(5, 'Animatronics'), folder(6, 'Lighting')]),
];

describe('visibleRows', () => {
  it('shows top folders, and the children of expanded ones with their level and position', () => {
    expect(visibleRows(tree, new Set()).map((row) => row.id)).toEqual([1, 3, 4]);
    const rows = visibleRows(tree, new Set([4]));
    expect(rows.map((row) => row.id)).toEqual([1, 3, 4, 5, 6]);
    expect(rows[4]).toEqual({
      id: 6,
      title: 'Lighting',
      level: 2,
      setSize: 2,
      position: 2,
      parentId: 4,
      hasChildren: false,
      isExpanded: false,
    });
  });
});

describe('treeKeyMove', () => {
  const closed = visibleRows(tree, new Set());
  const open = visibleRows(tree, new Set([1, 4]));

  it('moves down and up through visible rows, and stops at the ends', () => {
    expect(treeKeyMove(closed, 1, 'ArrowDown')).toEqual({ type: 'focus', id: 3 });
    expect(treeKeyMove(closed, 3, 'ArrowUp')).toEqual({ type: 'focus', id: 1 });
    expect(treeKeyMove(closed, 1, 'ArrowUp')).toEqual({ type: 'none' });
    expect(treeKeyMove(open, 2, 'ArrowDown')).toEqual({ type: 'focus', id: 3 });
  });

  it('Right opens a closed folder, then enters it; Left closes an open one, else goes to the parent', () => {
    expect(treeKeyMove(closed, 1, 'ArrowRight')).toEqual({ type: 'expand', id: 1 });
    expect(treeKeyMove(open, 1, 'ArrowRight')).toEqual({ type: 'focus', id: 2 });
    expect(treeKeyMove(closed, 3, 'ArrowRight')).toEqual({ type: 'none' });
    expect(treeKeyMove(open, 1, 'ArrowLeft')).toEqual({ type: 'collapse', id: 1 });
    expect(treeKeyMove(open, 2, 'ArrowLeft')).toEqual({ type: 'focus', id: 1 });
    expect(treeKeyMove(closed, 3, 'ArrowLeft')).toEqual({ type: 'none' });
  });

  it('Home and End go to the first and last visible row; Enter opens; * expands the siblings', () => {
    expect(treeKeyMove(open, 5, 'Home')).toEqual({ type: 'focus', id: 1 });
    expect(treeKeyMove(open, 1, 'End')).toEqual({ type: 'focus', id: 6 });
    expect(treeKeyMove(open, 3, 'Enter')).toEqual({ type: 'open', id: 3 });
    expect(treeKeyMove(closed, 3, '*')).toEqual({ type: 'expandSiblings', ids: [1, 4] });
  });

  it('a letter moves to the next row starting with it, wrapping round', () => {
    expect(treeKeyMove(open, 1, 'c')).toEqual({ type: 'focus', id: 3 });
    expect(treeKeyMove(open, 3, 'P')).toEqual({ type: 'focus', id: 1 });
    expect(treeKeyMove(open, 1, 'z')).toEqual({ type: 'none' });
  });
});

describe('locateFolder', () => {
  it('finds a nested folder with the folders above it', () => {
    expect(locateFolder(tree, 6)?.ancestors.map((f) => f.id)).toEqual([4]);
    expect(locateFolder(tree, 99)).toBeUndefined();
  });
});
