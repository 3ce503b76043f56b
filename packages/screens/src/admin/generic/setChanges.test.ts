import { describe, expect, it } from 'vitest';
import { flipped, noChanges, undone, withChanges } from './setChanges.ts';

const saved = ['menu-user-users', 'action-user-users-view'];

describe('switches waiting for Save', () => {
  it('hold the saved keys with the changes applied', () => {
    const changes = flipped(saved, flipped(saved, noChanges, 'action-user-users-view', false), 'x', true);
    expect([...withChanges(saved, changes)]).toEqual(['menu-user-users', 'x']);
  });

  it('forget a switch flipped back to what is saved', () => {
    const off = flipped(saved, noChanges, 'action-user-users-view', false);
    expect(off).toEqual({ 'action-user-users-view': false });
    expect(flipped(saved, off, 'action-user-users-view', true)).toEqual({});
  });

  it('undo one change and keep the others', () => {
    const changes = { 'action-user-users-view': false, 'action-user-users-edit': true };
    expect(undone(changes, 'action-user-users-edit')).toEqual({ 'action-user-users-view': false });
  });
});
