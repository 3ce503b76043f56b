// Loaded by the test proxy as the first script of every page (before the app's own), in every engine alike:
// classic WebDriver gives WebKit no console, so the page itself records what would fail a journey, and finds
// elements as a user perceives them (Testing Library's role, label and text queries, loaded just before this file).
(() => {
  const key = '__engines_errors';
  const record = (kind, message) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]');
      list.push(`${kind}: ${message} (${location.pathname}${location.search})`);
      sessionStorage.setItem(key, JSON.stringify(list));
    } catch {
      // Storage refused (a sandboxed frame): nothing to record into.
    }
  };
  const describe = (value) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));
  // Only ErrorEvents are uncaught script errors; a failed image's error event does not reach window.
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) record('uncaught error', event.error ? describe(event.error) : event.message);
  });
  addEventListener('unhandledrejection', (event) => record('unhandled rejection', describe(event.reason)));
  document.addEventListener('securitypolicyviolation', (event) =>
    record('CSP violation', `${event.violatedDirective} ${event.blockedURI} ${event.sample ?? ''}`.trim()),
  );
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    record('console.error', args.map(describe).join(' ').slice(0, 300));
    consoleError(...args);
  };

  const dom = globalThis.TestingLibraryDom;
  const matcher = (text) => (text && typeof text === 'object' ? new RegExp(text.source, text.flags) : text);
  /** The elements a query names; `within` narrows it to the first match of another query. */
  const findAll = (query) => {
    const container = query.within ? findAll(query.within)[0] : document.body;
    if (!container) return [];
    if (query.role)
      return dom.queryAllByRole(container, query.role, {
        name: matcher(query.name),
        level: query.level,
        hidden: false,
      });
    if (query.label) return dom.queryAllByLabelText(container, matcher(query.label));
    if (query.text) return dom.queryAllByText(container, matcher(query.text));
    return [];
  };
  /** `enabled`: only elements a press would act on (a form's submit is enabled once its part is hydrated). */
  const usable = (query) =>
    findAll(query).filter(
      (element) => !query.enabled || (!element.disabled && element.getAttribute('aria-disabled') !== 'true'),
    );
  globalThis.__engines = {
    find: (query) => usable(query)[query.nth ?? 0] ?? null,
    count: (query) => usable(query).length,
    errors: () => JSON.parse(sessionStorage.getItem(key) ?? '[]'),
  };
})();
