// /admin/history: the audit log, newest first, live, filtered by
// kind and by who decided; each entry says who decided what (the item's
// words, as decided: history-item.tsx), when, and why, with its Undo while it
// can be undone. An approved application never can: its account exists, and
// the entry says so. The log is read a page at a time (Show more); the search
// by the item's words looks through the entries read so far, in the browser
// (the stored log has no word index), and says so. An Admin's other actions (a
// deletion, the trust rule, a newsletter, a CSV export, a partner link) and
// every write of the catalogue are entries too, never undoable. An entry whose
// personal fields were cut (ADR 029) says so.
import { useState } from 'react';
import { PlainSelectField } from '../../components/ui/choice-fields';
import { KIND_NAMES, PARTNER_NAMES } from '../../components/wood/catalogue-names';
import { TextField } from '../../components/ui/field';
import { Loading } from '../../components/ui/loading';
import type { Availability } from '../../domain/catalogue/piece';
import { ADMIN_ACTION_KINDS, isAdminAction, type AdminActionKind, type AuditEntry, type AuditKind } from '../../domain/moderation';
import { REVIEW_KINDS } from '../../domain/types';
import { isServiceError } from '../../domain/errors';
import { m, useLocale } from '../../i18n';
import { reasonLabel } from '../../i18n/reasons';
import { formatShortDateTime } from '../../lib/dates';
import { useLiveQuery } from '../../services/use-live-query';
import { useServiceAction } from '../../services/use-service-action';
import { detailsRemoved, HistoryItem, itemWords, matchesSearch } from './history-item';
import { REVIEW_TABS } from './review-kinds';
import styles from './admin-console.module.css';

const HISTORY_PAGE = 25;
const TRUST_RULE = 'trust-rule';

const ACTIONS: Record<AuditEntry['action'], () => string> = {
  approve: () => m.moderation_history_action_approve(),
  reject: () => m.moderation_history_action_reject(),
  undo: () => m.moderation_history_action_undo(),
  delete: () => m.moderation_history_action_delete(),
  set: () => m.moderation_history_action_set(),
  send: () => m.moderation_history_action_send(),
  export: () => m.moderation_history_action_export(),
  create: () => m.moderation_history_action_create(),
  link: () => m.moderation_history_action_link(),
};

const ADMIN_ACTION_LABELS: Record<AdminActionKind, () => string> = {
  'trust-rule': () => m.moderation_trust_rule(),
  newsletter: () => m.moderation_history_kind_newsletter(),
  subscribers: () => m.moderation_history_kind_subscribers(),
  piece: () => m.moderation_history_kind_piece(),
  'partner-link': () => m.moderation_history_kind_partner_link(),
};

/** A stored word of the catalogue's (a partner, a kind, an availability) in the page's language; one this page does not know, as stored. */
const word = (table: Readonly<Record<string, () => string>>, value: unknown): string =>
  typeof value === 'string' ? (Object.hasOwn(table, value) ? table[value]!() : value) : '';
const AVAILABILITIES: Record<Availability, () => string> = {
  available: m.stock_availability_available,
  reserved: m.stock_availability_reserved,
  sold: m.stock_availability_sold,
};

/** A piece's entry, or a partner link's: ids and the catalogue's words, no one's name. */
function catalogueTitle(entry: AuditEntry): string {
  const field = (key: string): unknown => Reflect.get(entry.item, key);
  const partner = word(PARTNER_NAMES, field('partnerId'));
  if (entry.kind === 'piece') {
    return m.moderation_history_piece({ kind: word(KIND_NAMES, field('kind')), id: entry.itemId, partner, availability: word(AVAILABILITIES, field('availability')) });
  }
  const previous = field('previousPartnerId');
  return previous
    ? m.moderation_history_partner_relink({ uid: entry.itemId, partner, previous: word(PARTNER_NAMES, previous) })
    : m.moderation_history_partner_link({ uid: entry.itemId, partner });
}

const kindLabel = (kind: AuditKind): string => (isAdminAction(kind) ? ADMIN_ACTION_LABELS[kind]() : REVIEW_TABS[kind].tab());
const countOf = (item: object, key: string): number => {
  const value: unknown = Reflect.get(item, key);
  return typeof value === 'number' ? value : 0;
};

/** What an entry is about: the decided item's summary, or what an Admin action did. */
function titleOf(entry: AuditEntry): string {
  switch (entry.kind) {
    case 'trust-rule':
      return Reflect.get(entry.item, 'enabled') === true
        ? m.moderation_history_trust_on({ count: countOf(entry.item, 'approvedCount') })
        : m.moderation_history_trust_off();
    case 'newsletter':
      return m.moderation_history_newsletter_sent({ count: countOf(entry.item, 'sent') });
    case 'subscribers':
      return m.moderation_history_subscribers_exported({ count: countOf(entry.item, 'rows') });
    case 'piece':
    case 'partner-link':
      return catalogueTitle(entry);
    default:
      // An approved inquiry or contact message deleted: its entry keeps only the id.
      if (entry.action === 'delete' && (entry.kind === 'pricing' || entry.kind === 'contact')) return m.moderation_history_approved_deleted({ id: entry.itemId });
      return detailsRemoved(entry) ? m.moderation_history_details_removed() : REVIEW_TABS[entry.kind].title(entry.item as never);
  }
}

/** Whether an entry can still be undone: in its window and not undone yet (an `undo_<id>` entry says it was). */
function undoable(entry: AuditEntry, undone: ReadonlySet<string>, now: number): boolean {
  return entry.action !== 'undo' && entry.undoableUntil !== null && Date.parse(entry.undoableUntil) > now && !undone.has(entry.id);
}

function Entry({ entry, undone, onUndo }: { entry: AuditEntry; undone: ReadonlySet<string>; onUndo: (entry: AuditEntry) => void }) {
  const locale = useLocale();
  const [now] = useState(() => Date.now());
  const title = titleOf(entry);
  const who = entry.adminUid === TRUST_RULE ? m.moderation_trust_rule() : entry.adminName;
  const application = entry.action === 'approve' && (entry.kind === 'franchisee' || entry.kind === 'contributor');
  return (
    <li className={styles.row}>
      <h2 className={styles.rowTitle}>{title}</h2>
      <p className={styles.mark}>{m.moderation_history_what({ action: ACTIONS[entry.action](), kind: kindLabel(entry.kind) })}</p>
      <p>
        {who} · <time dateTime={entry.at}>{formatShortDateTime(entry.at, { locale })}</time>
      </p>
      <HistoryItem entry={entry} />
      {entry.reason && <p>{m.moderation_history_reason({ reason: reasonLabel(entry.reason, locale) })}</p>}
      {entry.note && <p className={styles.recentText}>{m.moderation_history_note({ note: entry.note })}</p>}
      {undone.has(entry.id) ? (
        <p>{m.moderation_history_was_undone()}</p>
      ) : application ? (
        <p>{m.moderation_history_cannot_undo()}</p>
      ) : (
        undoable(entry, undone, now) && (
          <div className={styles.actions}>
            <button type="button" className="button button--quiet" aria-label={m.moderation_undo_item({ title })} onClick={() => onUndo(entry)}>
              {m.moderation_undo()}
            </button>
            <span>{m.moderation_history_undoable_until({ date: formatShortDateTime(entry.undoableUntil!, { locale }) })}</span>
          </div>
        )
      )}
    </li>
  );
}

interface FilterValues {
  kind: string;
  adminUid: string;
  search: string;
}

function Filters({ values, admins, onChange }: { values: FilterValues; admins: ReadonlyMap<string, string>; onChange: (next: Partial<FilterValues>) => void }) {
  const kinds = [{ value: '', label: m.moderation_history_all_kinds() }, ...[...REVIEW_KINDS, ...ADMIN_ACTION_KINDS].map((option) => ({ value: option, label: kindLabel(option) }))];
  const deciders = [
    { value: '', label: m.moderation_history_all_admins() },
    ...[...admins].map(([uid, name]) => ({ value: uid, label: uid === TRUST_RULE ? m.moderation_trust_rule() : name })),
  ];
  return (
    <div role="search" aria-label={m.moderation_history_filters()} className={styles.filters}>
      <TextField
        type="search"
        label={m.moderation_history_search()}
        hint={m.moderation_history_search_hint()}
        value={values.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
        spellCheck={false}
      />
      <PlainSelectField label={m.moderation_history_kind()} options={kinds} value={values.kind} onChange={(kind) => onChange({ kind })} />
      <PlainSelectField label={m.moderation_history_admin()} options={deciders} value={values.adminUid} onChange={(adminUid) => onChange({ adminUid })} />
    </div>
  );
}

export function DecisionHistory() {
  const [filter, setFilter] = useState<FilterValues>({ kind: '', adminUid: '', search: '' });
  const [limit, setLimit] = useState(HISTORY_PAGE);
  const [admins, setAdmins] = useState<ReadonlyMap<string, string>>(new Map());
  const [status, setStatus] = useState<string | null>(null);
  const kind = (filter.kind || undefined) as AuditKind | undefined;
  const adminUid = filter.adminUid || undefined;
  const history = useLiveQuery<AuditEntry[]>(
    `history:${filter.kind}:${filter.adminUid}:${limit}`,
    (services, next, fail) => services.admin.watchHistory({ kind, adminUid, limit }, next, fail),
    { subject: `history:${filter.kind}:${filter.adminUid}`, onError: (error) => console.error('Loading the history failed.', error) },
  );
  const loaded = history.status === 'ready' ? history.data : [];
  const entries = filter.search.trim() ? loaded.filter((entry) => matchesSearch(itemWords(entry), filter.search)) : loaded;
  // Everyone seen deciding stays a choice of the filter, whatever it shows now.
  if (loaded.some((entry) => !admins.has(entry.adminUid))) setAdmins(new Map([...admins, ...loaded.map((entry) => [entry.adminUid, entry.adminName] as const)]));
  const undone = new Set(loaded.flatMap((entry) => (entry.undoes ? [entry.undoes] : [])));
  const { run: undo } = useServiceAction((services, id: string) => services.admin.undo(id));
  const onUndo = (entry: AuditEntry) => {
    const title = titleOf(entry);
    undo(entry.id).then(
      () => setStatus(m.moderation_undone({ title })),
      (error: unknown) => {
        if (!isServiceError(error, 'not-found')) console.error('Undo failed.', error);
        setStatus(m.moderation_undo_failed({ title }));
      },
    );
  };

  return (
    <div className={styles.console}>
      <Filters
        values={filter}
        admins={admins}
        onChange={(next) => {
          setFilter({ ...filter, ...next });
          // A new kind or Admin reads the log afresh; new words search what is loaded.
          if (next.search === undefined) setLimit(HISTORY_PAGE);
        }}
      />
      <p role="status" className={styles.done} hidden={!status}>
        {status}
      </p>
      {history.status === 'loading' ? (
        <Loading label={m.moderation_history_loading()} />
      ) : history.status === 'error' ? (
        <p role="alert">{m.moderation_history_load_failed()}</p>
      ) : loaded.length === 0 ? (
        <p>{m.moderation_history_empty()}</p>
      ) : entries.length === 0 ? (
        <p>{m.moderation_history_no_match()}</p>
      ) : (
        <ol className={styles.grid} aria-label={m.moderation_history_entries()}>
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} undone={undone} onUndo={onUndo} />
          ))}
        </ol>
      )}
      {loaded.length >= limit && (
        <button type="button" className={`button button--quiet ${styles.more}`} onClick={() => setLimit(limit + HISTORY_PAGE)}>
          {m.moderation_history_show_more()}
        </button>
      )}
    </div>
  );
}
