import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAINTENANCE_LOGOUT_MS, startMaintenanceLogout } from './maintenance.ts';

describe('maintenance logout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('logs out after 5000 ms, not before', () => {
    const logout = vi.fn();
    startMaintenanceLogout(logout);
    expect(MAINTENANCE_LOGOUT_MS).toBe(5000);
    vi.advanceTimersByTime(4999);
    expect(logout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const logout = vi.fn();
    const cancel = startMaintenanceLogout(logout);
    vi.advanceTimersByTime(3000);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(logout).not.toHaveBeenCalled();
  });
});
