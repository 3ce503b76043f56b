/** Spec §4/§9: a role-2 user is logged out and sent to index this long after the maintenance notice shows. */
export const MAINTENANCE_LOGOUT_MS = 5000;

interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Starts the countdown; returns the cancel function (the notice unmounted, or the user changed). */
export function startMaintenanceLogout(
  logout: () => void,
  timers: Timers = globalThis as unknown as Timers,
): () => void {
  const handle = timers.setTimeout(logout, MAINTENANCE_LOGOUT_MS);
  return () => timers.clearTimeout(handle);
}
