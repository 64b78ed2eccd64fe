// Test environment: a fake IndexedDB for the local backend, jest-dom matchers,
// object URLs, a <dialog>, the browser's rules for what is not rendered, and a
// rule that any unexpected console.error or console.warn fails the test. The
// DOM is happy-dom's (vitest.config.ts); a file that needs no DOM says
// `// @vitest-environment node` on its first line (no DOM to set up);
// Testing Library is then not loaded.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { setCurrentLocale } from '../../src/i18n/current';

const dom = typeof document === 'undefined' ? null : await import('@testing-library/react');
// Route modules load lazily and the backend answers asynchronously.
dom?.configure({ asyncUtilTimeout: 10_000 });
// The mail templates load when the local backend first sends a mail; their
// first import in a worker (React Email) takes several seconds, which the
// first test to send one would spend inside its wait for the answer. With the
// worker's files sharing modules (vitest.config.ts), this costs once a worker.
if (dom) {
  await Promise.all([
    import('../../src/mail/application-mails'),
    import('../../src/mail/consent-mail'),
    import('../../src/mail/notification-mail'),
    import('../../src/mail/templates/verify-email-change'),
  ]);
}

let unexpected: string[] = [];

beforeEach(() => {
  // The local backend's live queries update state outside act(); Testing
  // Library's async queries wait for the result, so act() warnings are noise.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  unexpected = [];
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      // Testing Library dispatches user-event's events inside a synchronous act(); when a click
      // renders a lazy component whose module another test of the worker started loading, React
      // warns that it suspended in an act it cannot await. The tests wait for what renders.
      if (method === 'error' && String(args[0]).startsWith('A component suspended inside an `act` scope')) return;
      unexpected.push(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  // A test that took the clock leaves it to the next, whichever file that is.
  vi.useRealTimers();
  dom?.cleanup();
  const messages = unexpected;
  unexpected = [];
  if (messages.length > 0) throw new Error(`Unexpected console output:\n${messages.join('\n')}`);
});

/** For a test that expects console output: takes every matching line out of the failure list (at least one must match). */
export function expectConsole(method: 'error' | 'warn', pattern: RegExp): void {
  const matches = (line: string) => line.startsWith(`console.${method}`) && pattern.test(line);
  if (!unexpected.some(matches)) throw new Error(`Expected console.${method} matching ${pattern}`);
  unexpected = unexpected.filter((line) => !matches(line));
}

// The test DOM lays nothing out, so there is nothing to scroll:
// window.scrollTo (React Router's ScrollRestoration calls it on each
// navigation) and scrollIntoView (called for a #hash) do nothing.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}

// What a browser's own stylesheet hides and happy-dom's does not: an element
// with the hidden attribute, and a hidden input. Testing Library's queries and
// user-event's Tab order read it (a hidden tab panel is no Tab stop, nor in
// the accessibility tree).
if (typeof document !== 'undefined') {
  const browserRules = document.createElement('style');
  browserRules.textContent = '[hidden]:not([hidden="until-found" i]) { display: none; } input[type="hidden" i] { display: none; }';
  beforeEach(() => {
    if (!browserRules.isConnected) document.head.append(browserRules);
  });
}

// The test DOM's <dialog> neither focuses nor closes on Escape as a browser's
// does: a minimal showModal/show/close that sets `open`, focuses like a
// browser (autofocus, else the first focusable element), closes on Escape via
// a cancelable `cancel` event, and fires `close`. Enough for components built
// on the native dialog to be tested.
if (typeof HTMLDialogElement !== 'undefined') {
  const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';
  const withEscape = new WeakSet<HTMLDialogElement>();

  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.open = true;
    if (!withEscape.has(this)) {
      withEscape.add(this);
      this.addEventListener('keydown', (event) => {
        if (event.key !== 'Escape' || !this.open) return;
        if (this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
      });
    }
    const target =
      this.querySelector<HTMLElement>('[autofocus]') ??
      [...this.querySelectorAll<HTMLElement>(FOCUSABLE)].find((element) => !element.hasAttribute('disabled'));
    target?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.open = false;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
}

// Object URLs as a browser makes them: blob:{page origin}/{uuid}. The local
// backend shows attachments through them and the UI links only URLs on the
// backend's attachmentOrigin (the page's origin there). The test DOM's and
// Node's own (blob:nodedata:…, Node Blobs only) would not take the records
// fake-indexeddb gives back, so these replace whatever is there.
URL.createObjectURL = () => `blob:${location.origin}/${crypto.randomUUID()}`;
URL.revokeObjectURL = () => undefined;

// Messages read the language LocaleProvider last set; each test starts in English.
afterEach(() => setCurrentLocale('en-CA'));
