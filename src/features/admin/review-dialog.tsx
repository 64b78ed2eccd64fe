// The confirmation before an admin's Approve or Reject (spec §2 /admin): it
// lists the row's fields, and Go Back changes nothing. While the decision is
// carried out its buttons stay focusable but do nothing; after it, focus goes
// to the panel, since the row whose button opened the dialog is gone.
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { Fields } from './review-panel';
import { m } from '../../i18n';
import { actionLabel, type ReviewDecision } from './use-review-queue';

export interface ReviewDialogProps {
  /** The decision asked about, or null when the dialog is closed. */
  decision: ReviewDecision | null;
  onClose: () => void;
  /** Carries the decision out; resolves whether it was done. */
  decide: (decision: ReviewDecision) => Promise<boolean>;
  /** Called once the decision has been tried, whatever the outcome. */
  onDecided: () => void;
  /** The id of the element that takes focus after a decision was done. */
  panelId: string;
}

export function ReviewDialog({ decision, onClose, decide, onDecided, panelId }: ReviewDialogProps) {
  const [busy, setBusy] = useState(false);
  // Whether the decision asked about was done, read as the dialog closes.
  const acted = useRef(false);
  useEffect(() => {
    if (decision) acted.current = false;
  }, [decision]);

  const confirm = async () => {
    if (!decision || busy) return;
    setBusy(true);
    try {
      acted.current = await decide(decision);
    } finally {
      setBusy(false);
      onClose();
      onDecided();
    }
  };

  return (
    <Dialog
      open={decision !== null}
      onClose={onClose}
      returnFocus={() => (acted.current ? document.getElementById(panelId) : null)}
      role="alertdialog"
      title={decision ? (decision.action === 'approve' ? m.admin_confirm_approve() : m.admin_confirm_reject()) : ''}
      actions={
        decision && (
          <>
            {/* aria-disabled, not disabled: a disabled button would drop focus out of the dialog. */}
            <button type="button" className="button button--quiet" onClick={() => !busy && onClose()} aria-disabled={busy || undefined}>
              {m.admin_go_back()}
            </button>
            <button
              type="button"
              className={decision.action === 'reject' ? 'button button--danger' : 'button'}
              onClick={() => void confirm()}
              aria-disabled={busy || undefined}
            >
              {actionLabel(decision.action)}
            </button>
          </>
        )
      }
    >
      {decision && <Fields kind={decision.kind} item={decision.item} />}
    </Dialog>
  );
}
