import { validate, valueAt } from '@factory/api';
import { notDeleted } from '../db.ts';
// The data-table saves (`PUT /api/data-table/{categories,product,filter}`): one request edits several rows of a list.
import type { Input } from '../http/laravel.ts';
import { messages, type Rules } from '../http/validation.ts';

/** Validates every row of a data-table save; errors are keyed `rows.0.title` as Laravel keys array input. */
export function tableErrors(
  input: Input,
  key: string,
  rows: () => readonly { id: number | string; deleted_at: string | null }[],
  rowRules: Rules,
) {
  const list = input[key];
  if (!Array.isArray(list) || list.length === 0) return { [key]: [messages.required] };
  const rules: Rules = {};
  list.forEach((_, index) => {
    rules[`${key}.${index}.id`] = [
      'required',
      (id) => (rows().some((r) => String(r.id) === String(id) && r.deleted_at === null) ? null : messages.in),
    ];
    for (const [field, fieldRules] of Object.entries(rowRules)) {
      // Only the columns sent are checked: a row carries just what changed.
      if (valueAt(input, `${key}.${index}.${field}`) !== undefined) rules[`${key}.${index}.${field}`] = fieldRules;
    }
  });
  const errors = validate(rules, input);
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * Designed: `sort_order` of a data-table row puts the record at that 1-based place of the list's own order (deleted
 * records not counted), one row after the other; a whole new order lands as sent.
 */
export function placeRows<T extends { deleted_at: string | null }>(list: T[], placed: { record: T; place: number }[]) {
  for (const { record, place } of placed) {
    const following = notDeleted(list).filter((other) => other !== record)[place - 1];
    list.splice(list.indexOf(record), 1);
    list.splice(following ? list.indexOf(following) : list.length, 0, record);
  }
}
