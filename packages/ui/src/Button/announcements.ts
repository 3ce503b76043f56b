// React Aria announces a focused pending button by reference (`aria-labelledby` = the button's and its spinner's
// ids) in its live announcer, and keeps that message for 7 s. When the button (or its spinner) goes away first, the
// message points at nothing: screen readers read an empty image and axe reports it. The Button drops such messages.

/** The announcer's messages that name elements by id. */
const referencingMessages = (root: Document) =>
  root.querySelectorAll<HTMLElement>('[data-live-announcer] [aria-labelledby]');

/** Removes every announcer message none of whose referenced elements exists any more. */
function dropDanglingAnnouncements(root: Document = document) {
  for (const message of referencingMessages(root)) {
    const ids = (message.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.some((id) => root.getElementById(id))) message.remove();
  }
}

/** How long React Aria keeps an announcement (its LIVEREGION_TIMEOUT_DELAY) plus its 100 ms first-message delay. */
const announcementLifetimeMs = 7200;

/**
 * Drops dangling messages now and whenever the page changes during an announcement's lifetime: React Aria may add
 * the message after the button is gone (its very first message comes 100 ms late, so Safari reads it).
 */
export function dropDanglingAnnouncementsSoon() {
  queueMicrotask(() => dropDanglingAnnouncements());
  if (typeof MutationObserver === 'undefined') return;
  const observer = new MutationObserver(() => dropDanglingAnnouncements());
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), announcementLifetimeMs);
}
