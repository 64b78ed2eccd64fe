// The release of mail held past its budget (MAIL_BUDGETS; mail.ts holds a
// transactional or broadcast mail past its day's budget in `heldMail`, which
// the Trigger Email extension never reads; an anonymous-triggered one is
// dropped, never held). A scheduled run (the releaseHeldMail function; the
// local backend at the app's start) moves held mail to `mail`, where the
// extension sends it, within the new day's budgets: the transactional budget
// first, then the broadcast one, and in each the newest first, so the links
// a person asked for last, still alive, go before older ones (ADR 028: the
// oldest first let a backlog delay every new link for weeks). The digest
// tells the Admins how many still wait (digest.ts).
import { heldMailRef, mailRef, openOutbox, takeMailSlot, type MailBudget, type MailKind } from './mail';
import { plainRef, type Store } from './store';

/** How many held mails one transaction moves (a transaction takes at most 500 writes: three per mail, its copy, its deletion and the day's count). */
export const RELEASE_BATCH = 100;

/** The budgets whose mail may be held, in the order the release serves them. */
export const RELEASE_ORDER: readonly MailBudget[] = ['transactional', 'broadcast'];

export interface HeldMailBackend extends Store {
  /** Ids of the newest held mails of a budget (by createdAt, newest first), at most `limit`. */
  newestHeldMailIds(budget: MailBudget, limit: number): Promise<string[]>;
}

/** Moves held mails to `mail`, transactional first, newest first, while each day's budget allows; the number moved. */
export async function releaseHeldMail(backend: HeldMailBackend, now: Date): Promise<number> {
  let released = 0;
  for (const budget of RELEASE_ORDER) released += await releaseBudget(backend, budget, now);
  return released;
}

async function releaseBudget(backend: HeldMailBackend, budget: MailBudget, now: Date): Promise<number> {
  let released = 0;
  for (;;) {
    const ids = await backend.newestHeldMailIds(budget, RELEASE_BATCH);
    if (ids.length === 0) return released;
    const batch = await backend.runTransaction(async (transaction) => {
      // As stored, and moved as stored: a held mail is released whatever its shape, as it was queued.
      const held = await Promise.all(ids.map((id) => transaction.get(plainRef(heldMailRef(id)))));
      const outbox = await openOutbox(transaction, now, [{ to: null, kind: 'notification', budget }]);
      let moved = 0;
      let full = false;
      held.forEach((data, index) => {
        if (!data || full) return;
        if (takeMailSlot(outbox, data['kind'] as MailKind, budget) !== 'sent') {
          full = true;
          return;
        }
        const id = ids[index]!;
        transaction.set(plainRef(mailRef(id)), { ...data, releasedAt: now });
        transaction.delete(heldMailRef(id));
        moved += 1;
      });
      return { moved, full };
    });
    released += batch.moved;
    if (batch.full || batch.moved === 0 || ids.length < RELEASE_BATCH) return released;
  }
}
