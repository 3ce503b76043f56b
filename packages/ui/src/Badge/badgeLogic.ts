/** What the bubble shows: the count, or `max+` above `max` ("99+"), its digits written by `format` (the locale's). */
export function badgeText(count: number, max: number, format: (value: number) => string = String): string {
  return count > max ? `${format(max)}+` : format(count);
}
