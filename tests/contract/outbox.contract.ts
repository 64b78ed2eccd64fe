// The service contract, part: the outbox (issue 22). Only the local backend
// has one (its mail stays in the browser); the firebase backend's mail goes
// out by SMTP, and it offers none. Run on both backends by
// describeServiceContract (services.contract.ts).
import { describe, expect, it } from 'vitest';
import type { OutboxMail } from '../../src/services/api';
import { DEMO_ACCOUNTS } from '../../src/services/demo-data';
import { nextValue, type ContractBackend } from './contract-helpers';

export function describeOutboxContract(backendName: string, create: () => Promise<ContractBackend>) {
  describe('outbox', () => {
    it('exists on the local backend only', async () => {
      const { services } = await create();
      expect(services.outbox !== undefined).toBe(backendName === 'local');
    });

    it.runIf(backendName === 'local')('sends the admin digest now to each Admin, and lists it first', { timeout: 30_000 }, async () => {
      const { services } = await create();
      const outbox = services.outbox!;
      // The demo data holds pending applications, inquiries and messages, and one Admin.
      expect(await outbox.sendDigestNow()).toBe(1);
      expect(await outbox.sendDigestNow()).toBe(1);
      const mails = await nextValue<OutboxMail[]>((next, onError) => outbox.watchOutbox(next, onError), (list) => list.length === 2);
      expect(mails.map((mail) => mail.to)).toEqual([DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.email]);
      expect(mails[0]).toMatchObject({ language: DEMO_ACCOUNTS.admin.language, subject: expect.any(String), html: expect.stringContaining('/admin') });
      expect(Date.parse(mails[0]!.sentAt)).toBeGreaterThanOrEqual(Date.parse(mails[1]!.sentAt));
    });
  });
}
