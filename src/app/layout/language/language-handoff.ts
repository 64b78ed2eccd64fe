// Switching language keeps the reader's place (issue 17): the header's toggle
// leads to the same page in the other language, and that page opens where the
// reader was, with what they had typed. In a production build the other
// language is a new document (its own build), and even within one build the
// page remounts, so both would otherwise open at the top with empty fields.
//
// On the toggle's click, `handOff` notes the place and the typed fields in
// sessionStorage (this tab only); the page in the other language takes the
// note once (`useLanguageHandoff`) and puts both back as its content appears.
// The two languages render the same elements in the same order, so the place
// is "the Nth block of the page, so many pixels below the header" and a field
// is "the Nth form's field of this name": neither depends on the words.
//
// Left out on purpose: passwords and one-time codes (never written to
// storage) and files (a browser cannot set a file input). A note is for the
// very next page only: it is taken, or it expires.
//
// This module is loaded lazily (use-language-handoff.ts): fetched when the
// page is idle or the toggle is pointed at, and on a page that has a note.
import { HANDOFF_KEY as KEY } from './language-handoff-key';

/** How long a note waits for its page: a new document loads well within it. */
const FRESH_MS = 15_000;
/** How long the page may take to show the anchor and fields (data load after hydration). */
const SETTLE_MS = 4_000;

/** The blocks a place is measured from: in both languages, the same ones in the same order. */
const BLOCKS = 'h1,h2,h3,h4,h5,h6,p,li,dt,dd,tr,figure,img,legend,label,input,select,textarea,button,blockquote,pre';
const SKIPPED_TYPES = new Set(['password', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);
// A password shown as text (the field's Show button) is still private: isPrivate goes by name and autocomplete too.

interface Field {
  /** The form's position among the document's forms. */
  form: number;
  name: string;
  /** For a checkbox or radio button, the value it stands for; its state is `checked`. */
  option?: string;
  value?: string;
  checked?: boolean;
}

interface Handoff {
  /** The page it is for: the target's path (the query and #section come with the link). */
  path: string;
  at: number;
  /** The first block below the header and how far below the viewport's top it was; none at the top of the page. */
  anchor?: { index: number; top: number };
  fields: Field[];
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isControl(element: Element): element is Control {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

function isPrivate(control: Control): boolean {
  const autocomplete = control.getAttribute('autocomplete') ?? '';
  return /password|one-time-code|^cc-/.test(autocomplete) || /password/i.test(control.name);
}

/** The site's sticky header: the page's first <header> (a board message has its own, further down). */
const siteHeader = () => document.querySelector('header');

/** The bottom of the sticky header: what lies above it is hidden behind it. */
function headerBottom(): number {
  return siteHeader()?.getBoundingClientRect().bottom ?? 0;
}

function blocks(): Element[] {
  const header = siteHeader();
  return [...document.querySelectorAll(BLOCKS)].filter((element) => !header?.contains(element));
}

/** Whether the element stays put while the page scrolls (a sticky table of contents): no measure of the reader's place. */
function isPinned(element: Element): boolean {
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    const { position } = window.getComputedStyle(node);
    if (position === 'sticky' || position === 'fixed') return true;
  }
  return false;
}

function measureAnchor(): Handoff['anchor'] {
  if (window.scrollY < 1) return undefined;
  const below = headerBottom();
  const all = blocks();
  const index = all.findIndex((element) => element.getBoundingClientRect().bottom > below && !isPinned(element));
  const block = all[index];
  return block ? { index, top: block.getBoundingClientRect().top } : undefined;
}

/**
 * The fields that hold something, form by form. React keeps a controlled
 * field's value attribute equal to its value, so "changed from its default"
 * cannot be told from the DOM: every filled field is noted, and one put back
 * where the page has put nothing.
 */
function filledFields(): Field[] {
  const fields: Field[] = [];
  [...document.forms].forEach((form, formIndex) => {
    for (const element of form.elements) {
      if (!isControl(element) || !element.name || isPrivate(element)) continue;
      if (element instanceof HTMLInputElement && SKIPPED_TYPES.has(element.type)) continue;
      if (element instanceof HTMLInputElement && element.type === 'checkbox') {
        fields.push({ form: formIndex, name: element.name, option: element.value, checked: element.checked });
      } else if (element instanceof HTMLInputElement && element.type === 'radio') {
        if (element.checked) fields.push({ form: formIndex, name: element.name, option: element.value, checked: true });
      } else if (element instanceof HTMLSelectElement || element.value !== '') {
        fields.push({ form: formIndex, name: element.name, value: element.value });
      }
    }
  });
  return fields;
}

/**
 * The note this document took, kept so that a page mounted twice (React's
 * StrictMode in development, a remount) finds it again.
 */
let taken: Handoff | null = null;

/** Notes the reader's place and typed fields for `path` (the other language's page), just before leaving. */
export function handOff(path: string): void {
  const note: Handoff = { path, at: Date.now(), anchor: measureAnchor(), fields: filledFields() };
  taken = null;
  try {
    // At the top of a page with nothing typed, there is nothing to keep (and no old note to leave).
    if (!note.anchor && note.fields.length === 0) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, JSON.stringify(note));
  } catch {
    // Storage blocked or full: the toggle still works, from the top.
  }
}

const fresh = (note: Handoff, path: string) => note.path === path && Date.now() - note.at < FRESH_MS;

/** The note for `path`: taken out of storage whether or not it is for this page. */
function takeHandoff(path: string): Handoff | null {
  try {
    const text = window.sessionStorage.getItem(KEY);
    if (text !== null) {
      window.sessionStorage.removeItem(KEY);
      const note = JSON.parse(text) as Handoff;
      taken = { ...note, fields: Array.isArray(note.fields) ? note.fields : [] };
    }
  } catch {
    // Blocked storage or a note this code did not write: no place to restore.
  }
  return taken && fresh(taken, path) ? taken : null;
}

/** Sets a control as typing would, so React and react-hook-form see the change. */
function setValue(control: Control, value: string): void {
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(control, value);
  else control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Puts one field back if its form is there; true once done (or impossible). */
function restoreField(field: Field): boolean {
  const form = document.forms[field.form] as HTMLFormElement | undefined;
  if (!form) return false;
  const controls = [...form.elements].filter((element): element is Control => isControl(element) && element.name === field.name);
  const [control] = controls;
  if (!control) return false;
  if (field.checked !== undefined) {
    const option = controls.find((element) => element instanceof HTMLInputElement && element.value === field.option);
    if (option instanceof HTMLInputElement && option.checked !== field.checked) option.click();
    return true;
  }
  // Filled already (typed into, or prefilled): what is there now wins.
  if (!(control instanceof HTMLSelectElement) && control.value !== '') return true;
  if (field.value !== undefined && control.value !== field.value) setValue(control, field.value);
  return true;
}

/** Scrolls so the anchor block sits where it was, once the page has it. */
function restoreAnchor(anchor: NonNullable<Handoff['anchor']>): void {
  const block = blocks()[anchor.index];
  if (!block) return;
  const offset = block.getBoundingClientRect().top - anchor.top;
  if (Math.abs(offset) >= 1) window.scrollTo({ top: window.scrollY + offset, behavior: 'instant' });
}

/**
 * Takes the note left for this page (if any) and puts the place and the fields
 * back as the page's content arrives: now, and on each change of the page for
 * a few seconds (data loaded after hydration moves things down), until the
 * reader scrolls, types or clicks themselves. Returns the function that stops.
 */
export function restoreHandoff(path: string): () => void {
  const note = takeHandoff(path);
  if (!note) return () => undefined;
  let pending = note.fields;
  let anchor = note.anchor;
  const settle = () => {
    pending = pending.filter((field) => !restoreField(field));
    if (anchor) restoreAnchor(anchor);
    if (pending.length === 0 && !anchor) stop();
  };
  // The reader acting stops the scrolling (their place is theirs now); the fields still arrive.
  const readerActs = () => {
    anchor = undefined;
    if (pending.length === 0) stop();
  };
  const observer = new MutationObserver(settle);
  const timer = window.setTimeout(() => stop(), SETTLE_MS);
  const actions = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const action of actions) window.removeEventListener(action, readerActs, true);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  for (const action of actions) window.addEventListener(action, readerActs, { capture: true, passive: true });
  settle();
  return stop;
}
