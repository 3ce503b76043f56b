/** What the bubble shows: the count, or `max+` above `max` ("99+"). */
export function badgeText(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}

/** The default announcement: "1 item", "3 items" (the full count, never capped). */
export function defaultBadgeLabel(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}
