/** What the bubble shows: the count, or `max+` above `max` ("99+"). */
export function badgeText(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}
