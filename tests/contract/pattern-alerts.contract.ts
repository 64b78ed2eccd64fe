// The service contract, part: pattern alerts (ADR 036). A
// visitor saves a search's pattern with their address; nothing is mailed
// about it until the address follows its confirmation link; then a
// Franchisee's listing that fits sends exactly one mail, in the visitor's
// language, with the piece's link carrying the pattern, and a piece that
// does not fit sends nothing; after the alert mail's unsubscribe link,
// nothing more. Run on both backends by describeServiceContract.
import { describe, expect, it } from 'vitest';
import { CURRENT_WORDING } from '../../src/domain/consent';
import { isServiceError } from '../../src/domain/errors';
import { DEMO_ACCOUNTS } from '../../src/services/demo-data';
import { buildKneeInput } from '../builders';
import { linkToken } from './consent.contract';
import { mailedToken, type ContractBackend } from './contract-helpers';

let saved = 0;
const address = () => `alert${(saved += 1)}.${Date.now()}@example.com`;
/** An arm length in inches no seeded piece and no other test's piece reaches: 300 in (7.6 m) and up, apart per test. */
const uniqueInches = () => 300 + (Date.now() % 10_000) / 100 + saved * 3;

async function listAsSawyer(backend: ContractBackend, armLengthMm: number): Promise<string> {
  await backend.signInAs('admin');
  await backend.services.catalogue.linkPartner(DEMO_ACCOUNTS.franchisee.email, 'sawyer');
  await backend.signInAs('franchisee');
  const { id } = await backend.services.catalogue.savePiece({ piece: buildKneeInput({ armLength: armLengthMm, thickness: 200 }) });
  await backend.signInAs(null);
  return id;
}

const alerts = async (backend: ContractBackend, email: string) => (await backend.mailsTo(email)).filter((mail) => mail.kind === 'pattern-alert');

export function describePatternAlertsContract(create: () => Promise<ContractBackend>) {
  describe('pattern alerts', () => {
    it('mails a confirmed pattern once about a piece it fits, in its language, never about one it does not, and nothing after unsubscribing', async () => {
      const backend = await create();
      const email = address();
      const inches = uniqueInches();
      const mm = Math.round(inches * 254) / 10;
      await backend.signInAs(null);
      await backend.services.subscriptions.saveAlert({ kind: 'knee', fields: { armLength: inches, thickness: 4 }, email, language: 'fr-CA', wording: CURRENT_WORDING.alerts });
      const [request] = await backend.mailsTo(email);
      expect(request).toMatchObject({ kind: 'confirm-alert', language: 'fr-CA' });

      // Unconfirmed: a fitting piece sends nothing.
      await listAsSawyer(backend, mm + 20);
      expect(await alerts(backend, email)).toEqual([]);

      expect(await backend.services.verification.verify(await mailedToken(backend, email))).toEqual({ status: 'done', purpose: 'confirm-alert' });
      await listAsSawyer(backend, mm - 20);
      expect(await alerts(backend, email)).toEqual([]);

      const fitting = await listAsSawyer(backend, mm + 10);
      const [alert, ...more] = await alerts(backend, email);
      expect(more).toEqual([]);
      expect(alert?.language).toBe('fr-CA');
      // The piece's page in French, the pattern carried along for its drawing.
      expect(alert?.text).toContain(`/fr/stock/${encodeURIComponent(fitting)}?armLength=${inches}&thickness=4`);

      // Saved again (an edit) or made available again: the pattern was mailed about this piece already.
      await backend.signInAs('franchisee');
      await backend.services.catalogue.setAvailability(fitting, 'reserved');
      await backend.services.catalogue.setAvailability(fitting, 'available');
      await backend.signInAs(null);
      expect(await alerts(backend, email)).toHaveLength(1);

      const [sent] = (await backend.readMail(email)).filter((mail) => mail.kind === 'pattern-alert');
      expect(sent?.commercial).toBe(true);
      expect(sent?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(await backend.services.unsubscribe.unsubscribe(linkToken(sent, '/unsubscribe'))).toMatchObject({ status: 'unsubscribed', purpose: 'alerts' });
      await listAsSawyer(backend, mm + 30);
      expect(await alerts(backend, email)).toHaveLength(1);
    });

    it('refuses a pattern nothing could fit, and a wording of another purpose', async () => {
      const { services } = await create();
      const refusal = await services.subscriptions.saveAlert({ kind: 'sweep', fields: { X: 40, Y: 0 }, email: address(), language: 'en-CA', wording: CURRENT_WORDING.alerts }).catch((error: unknown) => error);
      expect(isServiceError(refusal, 'invalid-argument') && refusal.reason).toBe('alert-unsavable');
      const wrong = await services.subscriptions.saveAlert({ kind: 'knee', fields: { armLength: 40 }, email: address(), language: 'en-CA', wording: CURRENT_WORDING.newsletter }).catch((error: unknown) => error);
      expect(isServiceError(wrong, 'invalid-argument')).toBe(true);
    });
  });
}
