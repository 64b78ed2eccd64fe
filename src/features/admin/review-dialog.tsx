// The confirmation before an admin's Approve or Reject (spec §2 /admin): it
// lists the row's fields, and Go Back changes nothing. Issue 23: Enter
// confirms (an approval's dialog starts on its Approve button, a rejection's
// on its first reason) and Escape goes back; a Reject asks for a reason and
// an optional note; a bulk decision lists the rows it takes, behind the same
// one dialog. While the decision is carried out its buttons stay focusable but
// do nothing; after it, focus goes where `focusAfter` says (the next row),
// since the row whose button opened the dialog is gone.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Dialog } from '../../components/ui/dialog';
import type { Rejection } from '../../domain/moderation';
import { Fields } from './review-rows';
import { m } from '../../i18n';
import { REVIEW_TABS } from './review-kinds';
import { RejectReasonFields, useRejectionForm } from './reject-reason';
import { actionLabel, type ReviewDecision } from './use-review-queue';
import styles from './admin-console.module.css';

export interface ReviewDialogProps {
  /** The decision asked about, or null when the dialog is closed. */
  decision: ReviewDecision | null;
  onClose: () => void;
  /** Carries the decision out; resolves whether it was done. */
  decide: (decision: ReviewDecision, rejection: Rejection | null) => Promise<boolean>;
  /** Called once the decision has been tried, whatever the outcome. */
  onDecided: () => void;
  /** The element that takes focus after a decision was done. */
  focusAfter: () => HTMLElement | null;
}

function titleOf({ action, bulk, items }: ReviewDecision): string {
  if (bulk) return action === 'approve' ? m.moderation_bulk_approve_title({ count: items.length }) : m.moderation_bulk_reject_title({ count: items.length });
  return action === 'approve' ? m.admin_confirm_approve() : m.admin_confirm_reject();
}

/** Enter on a reason confirms, as it does on the confirm button. */
function enterSubmits(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

export function ReviewDialog({ decision, onClose, decide, onDecided, focusAfter }: ReviewDialogProps) {
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const rejection = useRejectionForm();
  // Whether the decision asked about was done, read as the dialog closes.
  const acted = useRef(false);
  const { reset } = rejection;
  useEffect(() => {
    if (!decision) return;
    acted.current = false;
    reset();
    // After the dialog's own focus on its first button (Go Back): Enter must confirm.
    if (decision.action === 'approve') confirmRef.current?.focus();
    else formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  }, [decision, reset]);

  const carryOut = async (reason: Rejection | null) => {
    if (!decision || busy) return;
    setBusy(true);
    try {
      acted.current = await decide(decision, reason);
    } finally {
      setBusy(false);
      onClose();
      onDecided();
    }
  };
  const approve = (event: FormEvent) => {
    event.preventDefault();
    void carryOut(null);
  };
  const submit = decision?.action === 'reject' ? rejection.handleSubmit((values) => carryOut(values)) : approve;
  const info = decision && REVIEW_TABS[decision.kind];

  return (
    <Dialog
      open={decision !== null}
      onClose={onClose}
      returnFocus={() => (acted.current ? focusAfter() : null)}
      role="alertdialog"
      title={decision ? titleOf(decision) : ''}
      actions={
        decision && (
          <>
            {/* aria-disabled, not disabled: a disabled button would drop focus out of the dialog. */}
            <button type="button" className="button button--quiet" onClick={() => !busy && onClose()} aria-disabled={busy || undefined}>
              {m.admin_go_back()}
            </button>
            <button
              ref={confirmRef}
              type="submit"
              form={formId}
              className={decision.action === 'reject' ? 'button button--danger' : 'button'}
              aria-disabled={busy || undefined}
            >
              {actionLabel(decision.action)}
            </button>
          </>
        )
      }
    >
      {decision && info && (
        <form ref={formRef} id={formId} method="post" onSubmit={(event) => void submit(event)} onKeyDown={enterSubmits} noValidate className={styles.confirm}>
          {decision.bulk ? (
            <ul className={styles.bulkList}>
              {decision.items.map((item) => (
                <li key={item.id}>{info.title(item as never)}</li>
              ))}
            </ul>
          ) : (
            decision.items[0] && <Fields kind={decision.kind} item={decision.items[0]} />
          )}
          {decision.action === 'reject' && <RejectReasonFields control={rejection.control} />}
        </form>
      )}
    </Dialog>
  );
}
