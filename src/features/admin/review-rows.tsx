// The rows of a tab: each with its fields, a checkbox for a bulk
// decision, its Approve, Reject (and for a comment, Open Display and the
// Author's record) buttons and a comment's hold flags. The selected row (the
// cursor of the keys) is marked and focusable; a row decided elsewhere stays
// in place, says who decided what, and its buttons are disabled.
import { memo, type RefObject } from 'react';
import type { AuditEntry, HoldFlag } from '../../domain/moderation';
import { piecePath } from '../../config/paths';
import type { PendingComment, PricingInquiry, ReviewKind } from '../../domain/types';
import { Link, m, useLocale } from '../../i18n';
import { fieldText, REVIEW_TABS, type FieldInfo } from './review-kinds';
import type { StableRow } from './stable-list';
import { goneText } from './use-console-lists';
import type { ReviewDecision, ReviewItem } from './use-review-queue';
import styles from './admin-console.module.css';

const FLAG_LABELS: Record<HoldFlag, () => string> = {
  'first-post': () => m.moderation_flag_first_post(),
  links: () => m.moderation_flag_links(),
  attachment: () => m.moderation_flag_attachment(),
};

export interface RowActions {
  displayedId: string | null;
  withDisplay: boolean;
  onAsk: (decision: ReviewDecision) => void;
  onDisplay: (comment: PendingComment | null) => void;
  onSelect: (kind: ReviewKind, id: string) => void;
  onToggle: (kind: ReviewKind, id: string) => void;
  onAuthor: (comment: PendingComment) => void;
}

export interface RowsProps extends RowActions {
  kind: ReviewKind;
  rows: readonly StableRow<ReviewItem>[];
  /** The latest decision logged on each item since the console opened: what a gone row says. */
  decisions: ReadonlyMap<string, AuditEntry>;
  cursor: string | null;
  checked: ReadonlySet<string>;
  listRef: RefObject<HTMLUListElement | null>;
}

/** A row's fields with their labels, as REVIEW_TABS lists them (never a password); an inquiry's piece first, linked to its page. */
export function Fields({ kind, item }: { kind: ReviewKind; item: ReviewItem }) {
  const locale = useLocale();
  const fields = REVIEW_TABS[kind].fields as readonly FieldInfo<Record<string, unknown>>[];
  const record = item as unknown as Record<string, unknown>;
  const piece = kind === 'pricing' ? (item as PricingInquiry).piece : undefined;
  return (
    <dl className={styles.fields}>
      {piece && (
        <div>
          <dt>{m.admin_field_piece()}</dt>
          <dd>
            {/* The summary the server copied when the inquiry arrived; the page shows the piece as it is now. */}
            <Link to={piecePath(piece.id)}>{piece.summary}</Link>
          </dd>
        </div>
      )}
      {fields.map((field) => (
        <div key={field.key}>
          <dt>{field.label()}</dt>
          <dd>{field.show ? field.show(record[field.key]) : fieldText(record[field.key], field.date, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The DOM id of a row, which the console focuses. */
export const rowId = (kind: ReviewKind, id: string) => `review-${kind}-${id}`;

function Flags({ flags }: { flags: readonly HoldFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <ul className={styles.flags} aria-label={m.moderation_flags_label()}>
      {flags.map((flag) => (
        <li key={flag} className={styles.flag}>
          {FLAG_LABELS[flag]()}
        </li>
      ))}
    </ul>
  );
}

/** The cards of a tab. Memoised: showing or hiding the tab renders none of them again. */
export const Rows = memo(function Rows({ kind, rows, decisions, cursor, checked, listRef, ...actions }: RowsProps) {
  const info = REVIEW_TABS[kind];
  const { displayedId, withDisplay, onAsk, onDisplay, onSelect, onToggle, onAuthor } = actions;
  return (
    <ul ref={listRef} className={styles.grid}>
      {rows.map(({ item, gone }) => {
        const title = info.title(item as never);
        const shown = displayedId === item.id;
        const comment = kind === 'comment' ? (item as PendingComment) : null;
        const ask = (action: ReviewDecision['action']) => onAsk({ kind, items: [item], action, bulk: false });
        return (
          <li
            key={item.id}
            id={rowId(kind, item.id)}
            data-review-row={item.id}
            tabIndex={-1}
            className={styles.row}
            data-selected={shown}
            data-gone={gone}
            aria-current={cursor === item.id ? 'true' : undefined}
            onFocus={() => cursor !== item.id && onSelect(kind, item.id)}
          >
            <div className={styles.rowHead}>
              <input
                type="checkbox"
                className={styles.check}
                aria-label={m.moderation_select_row({ title })}
                checked={checked.has(item.id)}
                disabled={gone}
                onChange={() => onToggle(kind, item.id)}
              />
              <h2 className={styles.rowTitle} tabIndex={-1}>
                {title}
              </h2>
            </div>
            {gone && <p className={styles.mark}>{goneText(decisions.get(item.id))}</p>}
            {comment && <Flags flags={comment.flags} />}
            <Fields kind={kind} item={item} />
            <div className={styles.actions}>
              <button type="button" className="button" disabled={gone} aria-label={m.admin_approve_item({ title })} onClick={() => ask('approve')}>
                {m.admin_approve()}
              </button>
              <button
                type="button"
                className="button button--quiet"
                disabled={gone}
                aria-label={m.admin_reject_item({ title })}
                onClick={() => ask('reject')}
              >
                {m.admin_reject()}
              </button>
              {comment && withDisplay && (
                <button
                  type="button"
                  className="button button--quiet"
                  aria-label={m.admin_open_display_for({ title })}
                  aria-pressed={shown}
                  onClick={() => onDisplay(shown ? null : comment)}
                >
                  {m.admin_open_display()}
                </button>
              )}
              {comment?.authorId && (
                <button type="button" className="button button--quiet" aria-label={m.moderation_author_record_for({ title })} onClick={() => onAuthor(comment)}>
                  {m.moderation_author_record()}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
});
