// The service contract, part: a pricing inquiry about a listed piece ("Ask
// about this piece"). The Admin's review list shows the piece as the server
// copied it from the catalogue (its partner and its summary in the inquiry's
// language); the partner's Franchisee is told in the bell; an unknown or sold
// piece is refused and nothing is stored. Run on both backends by
// describeServiceContract (services.contract.ts).
import { describe, expect, it } from 'vitest';
import type { MemberNotification } from '../../src/domain/notifications';
import { pieceSummary } from '../../src/domain/catalogue/summary';
import { DEMO_ACCOUNTS } from '../../src/services/demo-data';
import { buildKneeInput, buildPricingInquiry } from '../builders';
import { expectServiceError, nextValue, pendingItems, type ContractBackend } from './contract-helpers';

/** The demo Franchisee, linked by an Admin to the Sawyer, lists a knee and signs out: its id. */
async function sawyersKnee(backend: ContractBackend): Promise<string> {
  await backend.signInAs('admin');
  await backend.services.catalogue.linkPartner(DEMO_ACCOUNTS.franchisee.email, 'sawyer');
  await backend.signInAs('franchisee');
  const { id } = await backend.services.catalogue.savePiece({ piece: buildKneeInput({ armLength: 3333.3 }) });
  await backend.signInAs(null);
  return id;
}

const told = (backend: ContractBackend, pieceId: string) =>
  nextValue<MemberNotification[]>(
    (next, fail) => backend.services.notifications.watch((list) => next(list), fail),
    (list) => list.some((notification) => notification.pieceId === pieceId),
    10_000,
  );

export function describePieceInquiryContract(create: () => Promise<ContractBackend>) {
  describe('a pricing inquiry about a piece', () => {
    it('carries the server’s copy of the piece to the Admin, and tells the partner’s Franchisee', async () => {
      const backend = await create();
      const pieceId = await sawyersKnee(backend);
      await backend.services.forms.submitPricingInquiry(buildPricingInquiry({ businessName: 'Knee Asker Ltd', language: 'fr-CA', pieceId }));

      await backend.signInAs('admin');
      const items = await pendingItems(backend.services, 'pricing', (list) => list.some((item) => item.businessName === 'Knee Asker Ltd'));
      const summary = pieceSummary({ ...buildKneeInput({ armLength: 3333.3 }), partnerId: 'sawyer', availability: 'available' }, 'fr-CA');
      expect(items.find((item) => item.businessName === 'Knee Asker Ltd')?.piece).toEqual({ id: pieceId, summary, partnerId: 'sawyer' });

      await backend.signInAs('franchisee');
      const notification = (await told(backend, pieceId)).find((entry) => entry.pieceId === pieceId);
      expect(notification).toMatchObject({ kind: 'piece-inquiry', read: false, pieceId, excerpt: expect.stringMatching(/3333[.,]3/) });
      // The bell names the piece, never who asked.
      expect(JSON.stringify(notification)).not.toContain('Landry');
    });

    it('refuses an unknown or sold piece, and stores nothing', async () => {
      const backend = await create();
      const pieceId = await sawyersKnee(backend);
      await backend.signInAs('franchisee');
      await backend.services.catalogue.setAvailability(pieceId, 'sold');
      await backend.signInAs(null);
      await expectServiceError(backend.services.forms.submitPricingInquiry(buildPricingInquiry({ businessName: 'Sold Asker Ltd', pieceId })), 'not-found');
      await expectServiceError(backend.services.forms.submitPricingInquiry(buildPricingInquiry({ businessName: 'Sold Asker Ltd', pieceId: 'no-such-piece' })), 'not-found');
      await backend.signInAs('admin');
      const items = await pendingItems(backend.services, 'pricing');
      expect(items.some((item) => item.businessName === 'Sold Asker Ltd')).toBe(false);
    });
  });
}
