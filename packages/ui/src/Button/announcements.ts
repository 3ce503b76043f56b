// React Aria announces a focused pending button by reference (`aria-labelledby` = the button's and its spinner's
// ids) in its live announcer, and keeps that message for 7 s. When the button (or its spinner) goes away first, the
// message points at nothing: screen readers read an empty image and axe reports it. The Button drops such messages.

/** The announcer's messages that name elements by id. */
const referencingMessages = (root: Document) =>
  root.querySelectorAll<HTMLElement>('[data-live-announcer] [aria-labelledby]');

/** Removes every announcer message none of whose referenced elements exists any more. */
export function dropDanglingAnnouncements(root: Document = document) {
  for (const message of referencingMessages(root)) {
    const ids = (message.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.some((id) => root.getElementById(id))) message.remove();
  }
}
