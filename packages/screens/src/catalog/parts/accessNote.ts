// What a restricted customer is told about the ranges their account shows (no React).
import type { AccessData } from '@factory/api';

/** "A", "A and B", "A, B and C". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The note's heading and text: which ranges, under which access type, and whom to ask for more. */
export function accessNoteText(access: AccessData) {
  const ranges = access.categories.map((category) => category.title);
  const count = ranges.length === 1 ? 'one range' : `${ranges.length} ranges`;
  return {
    title: `Your account shows ${count}: ${listText(ranges)}`,
    message: `Your access type is ${access.title}, so other products are not listed for you. To see more of the catalogue, ask ${access.contact.name}:`,
  };
}
