// The release of mail held past the day's cap (MAIL_DAILY_CAP; mail.ts holds
// it in `heldMail`, which the Trigger Email extension never reads). A
// scheduled run (the releaseHeldMail function; the local backend at the
// app's start) moves the oldest held mails to `mail`, where the extension
// sends them, until the day's cap is reached again: a flood held today goes
// out over the following days, oldest first, and the digest tells the
// Admins how many still wait (digest.ts).
import { heldMailRef, mailRef, openOutbox, takeMailSlot, type MailKind } from './mail';
import { plainRef, type Store } from './store';

/** How many held mails one transaction moves (a transaction takes at most 500 writes: three per mail, its copy, its deletion and the day's count). */
export const RELEASE_BATCH = 100;

export interface HeldMailBackend extends Store {
  /** Ids of the oldest held mails (by createdAt), at most `limit`. */
  oldestHeldMailIds(limit: number): Promise<string[]>;
}

/** Moves held mails to `mail`, oldest first, while the day's cap allows; the number moved. */
export async function releaseHeldMail(backend: HeldMailBackend, now: Date): Promise<number> {
  let released = 0;
  for (;;) {
    const ids = await backend.oldestHeldMailIds(RELEASE_BATCH);
    if (ids.length === 0) return released;
    const batch = await backend.runTransaction(async (transaction) => {
      // As stored, and moved as stored: a held mail is released whatever its shape, as it was queued.
      const held = await Promise.all(ids.map((id) => transaction.get(plainRef(heldMailRef(id)))));
      const outbox = await openOutbox(transaction, now);
      let moved = 0;
      let full = false;
      held.forEach((data, index) => {
        if (!data || full) return;
        if (takeMailSlot(outbox, data['kind'] as MailKind) === 'held') {
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
