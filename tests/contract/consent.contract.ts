// The service contract, part: consent (issue 22, CASL). Run on both backends
// by describeServiceContract (services.contract.ts). The proof that nothing
// commercial reaches an unconfirmed address: an unconfirmed subscriber gets
// no newsletter, a withdrawn one neither, and a commercial mail queued any
// other way is refused. Then unsubscribe by the mail's own link, signed out,
// and the Admin's CSV of the confirmed list.
import { describe, expect, it } from 'vitest';
import { CURRENT_WORDING } from '../../src/domain/consent';
import { buildSubscription } from '../builders';
import { approvedMember, expectServiceError, type ContractBackend, type StoredMail } from './contract-helpers';

/** A stored mail document as the contract reads it. */
export function storedMail(data: Record<string, unknown>): StoredMail {
  const message = (data['message'] ?? {}) as { text?: unknown };
  const headers = data['headers'];
  return {
    kind: String(data['kind']),
    commercial: data['commercial'] === true,
    text: typeof message.text === 'string' ? message.text : '',
    headers: (typeof headers === 'object' && headers !== null ? headers : {}) as Record<string, string>,
  };
}

/** The token of the mail's link to `path` (/unsubscribe, /verify). */
export function linkToken(mail: StoredMail | undefined, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`No ${path} link in the mail`);
  return match[1];
}

const newsletters = async (backend: ContractBackend, to: string) => (await backend.readMail(to)).filter((mail) => mail.kind === 'newsletter');

let addresses = 0;
const address = (name: string) => `${name}${(addresses += 1)}.${Date.now()}@example.com`;

export function describeConsentContract(create: () => Promise<ContractBackend>) {
  describe('consent', () => {
    it('sends nothing commercial to an unconfirmed or withdrawn address, and refuses a commercial mail queued any other way', async () => {
      const backend = await create();
      const unconfirmed = address('unconfirmed');
      await backend.services.subscriptions.subscribe(buildSubscription({ email: unconfirmed }));
      // The double opt-in request, which is not commercial.
      expect((await backend.readMail(unconfirmed)).map((mail) => [mail.kind, mail.commercial])).toEqual([['confirm-subscription', false]]);

      // A member's proven address is confirmed at once from the profile.
      const member = await approvedMember(backend, 'contributor');
      await backend.services.users.setSubscriptions({ newsletter: true, offers: false }, 'en-CA', CURRENT_WORDING);
      await backend.signInAs('admin');
      expect(await backend.sendNewsletter()).toBeGreaterThanOrEqual(1);
      expect(await newsletters(backend, unconfirmed)).toEqual([]);
      const [sent] = await newsletters(backend, member.email);
      expect(sent?.commercial).toBe(true);
      // RFC 8058: the one-click POST target and its header.
      expect(sent?.headers['List-Unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/api\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/);
      expect(sent?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

      // Withdrawn by the newsletter's own link, signed out: the next newsletter does not reach it.
      await backend.signInAs(null);
      const token = linkToken(sent, '/unsubscribe');
      expect(await backend.services.unsubscribe.describe(token)).toEqual({ status: 'active', purpose: 'newsletter', maskedEmail: `m•••@example.com` });
      expect(await backend.services.unsubscribe.unsubscribe(token)).toMatchObject({ status: 'unsubscribed', purpose: 'newsletter' });
      expect(await backend.services.unsubscribe.unsubscribe(token)).toMatchObject({ status: 'already-unsubscribed' });
      expect(await backend.services.unsubscribe.describe(token)).toMatchObject({ status: 'already-unsubscribed' });
      await backend.signInAs('admin');
      await backend.sendNewsletter();
      expect(await newsletters(backend, member.email)).toHaveLength(1);
      expect(await newsletters(backend, unconfirmed)).toEqual([]);

      // Straight to the mail port, bypassing the confirmed-subscription path: refused.
      await backend.signInAs(null);
      await expect(backend.forgeCommercialMail(unconfirmed)).rejects.toThrow();
      expect(await newsletters(backend, unconfirmed)).toEqual([]);
    });

    it('confirms a subscription once through the /verify link mailed to it; then the address is already registered', async () => {
      const backend = await create();
      const reader = address('double.opt.in');
      await backend.services.subscriptions.subscribe(buildSubscription({ email: reader, language: 'fr-CA' }));
      const [request] = await backend.readMail(reader);
      const token = linkToken(request, '/verify');
      expect(await backend.services.verification.verify(token)).toEqual({ status: 'done', purpose: 'confirm-subscription' });
      expect(await backend.services.verification.verify(token)).toEqual({ status: 'already-used', purpose: 'confirm-subscription' });
      await expectServiceError(backend.services.subscriptions.subscribe(buildSubscription({ email: reader })), 'already-registered');
      await backend.signInAs('admin');
      expect(await backend.readSubscription(reader)).toMatchObject({ newsletter: true, newsletterStatus: 'confirmed', language: 'fr-CA' });
      expect(await backend.sendNewsletter()).toBeGreaterThanOrEqual(1);
      expect((await newsletters(backend, reader)).map((mail) => mail.commercial)).toEqual([true]);
    });

    it('answers a malformed or forged unsubscribe link as not working, and changes nothing', async () => {
      const { services } = await create();
      for (const token of ['', 'not-a-token', 'A'.repeat(43)]) {
        expect(await services.unsubscribe.describe(token)).toEqual({ status: 'invalid' });
        expect(await services.unsubscribe.unsubscribe(token)).toEqual({ status: 'invalid' });
      }
    });

    it('lets only an Admin download the confirmed list, without unconfirmed or withdrawn addresses', async () => {
      const backend = await create();
      const unconfirmed = address('csv.unconfirmed');
      await backend.services.subscriptions.subscribe(buildSubscription({ purpose: 'offers', email: unconfirmed }));
      const member = await approvedMember(backend, 'franchisee', 'fr-CA');
      await backend.services.users.setSubscriptions({ newsletter: false, offers: true }, 'fr-CA', CURRENT_WORDING);
      await expectServiceError(backend.services.subscriptions.exportConsentCsv(), 'permission-denied');
      await backend.signInAs(null);
      await expectServiceError(backend.services.subscriptions.exportConsentCsv(), 'permission-denied');

      await backend.signInAs('admin');
      const csv = await backend.services.subscriptions.exportConsentCsv();
      const lines = csv.split('\r\n');
      expect(lines[0]).toBe('email,purpose,language,consented_at');
      expect(lines.filter((line) => line.startsWith(`${member.email},`))).toEqual([expect.stringMatching(new RegExp(`^${member.email},offers,fr-CA,\\d{4}-\\d\\d-\\d\\dT`))]);
      expect(csv).not.toContain(unconfirmed);
    });
  });
}
