// What a history entry was about, from the item as the Admin decided it (the
// entry keeps a copy): a comment's words, an applicant's name and email, an
// inquiry's subject and message. A long text shows its first lines, and the
// whole of it on demand (a disclosure button). The words an Admin searches
// the history by are the same item's. Once the entry's personal fields are
// cut (the purge, after RETENTION_DAYS.auditDetails; an account's erasure:
// ADR 029) its item is its id alone, and the entry says its details went.
import { useId, useState } from 'react';
import { isAdminAction, type AuditEntry } from '../../domain/moderation';
import type { PendingItems, ReviewKind } from '../../domain/types';
import { m } from '../../i18n';
import { REVIEW_TABS } from './review-kinds';
import styles from './admin-console.module.css';

/** How much of a long text shows before Show all: three lines, or about three lines' worth. */
const EXCERPT_LINES = 3;
const EXCERPT_CHARS = 240;

/** The first lines of a text, or null when it is short enough to show whole. */
export function excerptOf(text: string): string | null {
  const lines = text.split('\n');
  let excerpt = lines.slice(0, EXCERPT_LINES).join('\n');
  if (excerpt.length > EXCERPT_CHARS) excerpt = excerpt.slice(0, excerpt.lastIndexOf(' ', EXCERPT_CHARS) + 1 || EXCERPT_CHARS).trimEnd();
  return excerpt.length < text.trimEnd().length ? `${excerpt}…` : null;
}

/** A text that may be long: its first lines, and a button that shows (and hides again) the rest. */
function LongText({ text }: { text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const excerpt = excerptOf(text);
  return (
    <div className={styles.itemText}>
      <p id={id} className={styles.recentText}>
        {open || excerpt === null ? text : excerpt}
      </p>
      {excerpt !== null && (
        <button type="button" className={`button button--quiet ${styles.disclose}`} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? m.moderation_history_text_less() : m.moderation_history_text_more()}
        </button>
      )}
    </div>
  );
}

type Item = PendingItems[ReviewKind];

/** The fields that say who an item is from, by kind (the title already names them or the subject). */
function contactOf(kind: ReviewKind, item: Item): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  if ('email' in item && item.email) rows.push({ label: m.admin_field_email(), value: item.email });
  if (kind !== 'contact' && kind !== 'comment' && 'businessName' in item && item.businessName) {
    rows.push({ label: m.admin_field_business_name(), value: item.businessName });
  }
  return rows;
}

/** Whether a decision's entry was cut to its ids: its item holds nothing else. */
export function detailsRemoved(entry: AuditEntry): boolean {
  return !isAdminAction(entry.kind) && Object.keys(entry.item).every((key) => key === 'id');
}

/** What was decided: the item's words, as kept in the entry. */
export function HistoryItem({ entry }: { entry: AuditEntry }) {
  const { kind } = entry;
  // An Admin's own action (the trust rule, a newsletter, an export) has no item's words: its line says it all.
  if (isAdminAction(kind)) return null;
  if (detailsRemoved(entry)) return <p>{m.moderation_history_details_removed_why()}</p>;
  // A decision's entry holds the item of its kind (AuditEntry pairs them by kind, not by type).
  const item = entry.item as Item;
  const rows = contactOf(kind, item);
  return (
    <>
      {rows.length > 0 && (
        <dl className={styles.fields}>
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {kind === 'comment' && 'content' in item && <LongText text={item.content} />}
      {kind === 'contact' && 'message' in item && <LongText text={item.message} />}
    </>
  );
}

/** Lower case, without accents, so « ecole » finds « École ». */
export function foldWords(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Keys of an item that hold no words of it (ids, versions, flags). */
const NOT_WORDS = new Set(['id', 'commentBoardId', 'authorId', 'version', 'isApproved', 'password']);

/** Every word of the item an Admin may search by: its title and the text of its fields. */
export function itemWords(entry: AuditEntry): string {
  const values = Object.entries(entry.item as unknown as Record<string, unknown>)
    .filter(([key, value]) => !NOT_WORDS.has(key) && typeof value === 'string')
    .map(([, value]) => value as string);
  const title = isAdminAction(entry.kind) || detailsRemoved(entry) ? [] : [REVIEW_TABS[entry.kind].title(entry.item as never)];
  return foldWords([...title, ...values].join(' \n'));
}

/** Whether every word of the search is among the item's words. */
export function matchesSearch(words: string, search: string): boolean {
  return foldWords(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => words.includes(word));
}
