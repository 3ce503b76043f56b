/** What the logic needs of an item: a unique id and the text shown and matched. */
interface ChipLike {
  id: string | number;
  value: string;
}

/** Adds an item at the end unless one with its id is already chosen (no duplicates). */
export function addChip<T extends ChipLike>(chosen: readonly T[], item: T): T[] {
  return chosen.some((chip) => chip.id === item.id) ? [...chosen] : [...chosen, item];
}

/** Removes the items with the given ids. */
export function removeChips<T extends ChipLike>(chosen: readonly T[], ids: Iterable<T['id']>): T[] {
  const gone = new Set(ids);
  return chosen.filter((chip) => !gone.has(chip.id));
}

/** Removes the last item (Backspace in an empty input). */
export function removeLastChip<T extends ChipLike>(chosen: readonly T[]): T[] {
  return chosen.slice(0, -1);
}

/**
 * The options the dropdown offers: those not chosen yet whose value contains the typed text, ignoring case
 * and surrounding spaces. An empty query offers every option not chosen yet.
 */
export function availableOptions<T extends ChipLike>(options: readonly T[], chosen: readonly T[], query: string): T[] {
  const chosenIds = new Set(chosen.map((chip) => chip.id));
  const needle = query.trim().toLocaleLowerCase();
  return options.filter((option) => !chosenIds.has(option.id) && option.value.toLocaleLowerCase().includes(needle));
}
