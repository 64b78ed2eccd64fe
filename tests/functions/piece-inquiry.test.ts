// @vitest-environment node
// A pricing inquiry about a listed piece (src/domain/server/piece-inquiry.ts,
// run inside submitForm's rule) over the fake Firestore: the piece stored
// with the inquiry is the catalogue's (id, partner and summary), whatever the
// form sent; an unknown or sold piece is refused and nothing is stored; the
// partner's linked members are told in the bell, by mail only where they
// opted in, in their own language; another partner's members are not told.
import { beforeEach, describe, expect, it } from 'vitest';
import { parseCallableInput } from '../../src/domain/server/handlers';
import { SEED_PIECES } from '../../src/domain/catalogue/seed-pieces';
import type { Piece } from '../../src/domain/catalogue/piece';
import { callables } from '../../src/domain/model/callables';
import { submissionDate } from '../../src/domain/model/schemas';
import { CallableError } from '../../src/domain/server/callable-error';
import { submitForm, type FormPorts } from '../../src/domain/server/forms';
import type { RenderNotificationMail } from '../../src/domain/server/notify';
import { PIECE_NOT_LISTED } from '../../src/domain/server/piece-inquiry';
import { sendPendingInquiryNotices } from '../../src/domain/server/inquiry-notices';
import { storedPiece } from '../../src/domain/server/pieces';
import { PIECE_INQUIRY_LIMITS } from '../../src/domain/limits';
import { LANGUAGES } from '../../src/domain/languages';
import { renderNotificationMail } from '../../src/mail/notification-mail';
import { buildPricingInquiry } from '../builders';
import { FakeFirestore } from './fake-firestore';
import { SITE } from './mail-ports';

const T0 = new Date('2026-11-27T10:00:00.000Z');
const KNEE = SEED_PIECES.find((piece) => piece.id === 'knee-03')!;
const OTHER = SEED_PIECES.find((piece) => piece.partnerId !== KNEE.partnerId)!;
// Two members of the knee's partner (one opted in to mail, in French), one of another partner.
const OPTED_IN = 'partnerMemberUid000000000001';
const BELL_ONLY = 'partnerMemberUid000000000002';
const ELSEWHERE = 'otherPartnerUid0000000000001';

let store: FakeFirestore;
let rendered: Parameters<RenderNotificationMail>[];
const render: RenderNotificationMail = (language, notification) => {
  rendered.push([language, notification]);
  return Promise.resolve({ subject: `Subject ${notification.kind}`, html: '<p>x</p>', text: 'x' });
};
const ports: FormPorts = { now: T0, client: '203.0.113.7', submissionDate, mail: { render, origin: SITE } };
const docsOf = (collection: string) => store.list(collection).map((path) => store.get(path)!);

function list(piece: Piece) {
  const { id, ...data } = piece;
  store.put(`pieces/${id}`, { ...storedPiece(data, { createdAt: T0, updatedAt: T0 }) });
}

function member(uid: string, fields: Record<string, unknown>, emailOptIn: boolean) {
  store.put(`ApprovedUsers/${uid}`, { email: `${uid}@example.com`, firstName: 'A', lastName: 'B', town: 'Truro', expertise: '', permissionLevel: 'Franchisee', subscribedToNewsletter: false, subscribedToOffers: false, uid, ...fields });
  store.put(`notificationSettings/${uid}`, { email: emailOptIn });
}

/** The form as the callable takes it: through its declared input, then the rule. */
function ask(fields: Record<string, unknown>, at: Partial<FormPorts> = {}) {
  const checked = parseCallableInput(callables.submitForm, { kind: 'pricing', input: { ...buildPricingInquiry(), ...fields } });
  if (checked.kind !== 'pricing') throw new Error('A pricing inquiry was parsed as another form.');
  return submitForm(store, { kind: 'pricing', fields: checked.input }, { ...ports, ...at });
}

beforeEach(() => {
  store = new FakeFirestore();
  rendered = [];
  list(KNEE);
  list(OTHER);
  member(OPTED_IN, { partnerId: KNEE.partnerId, language: 'fr-CA' }, true);
  member(BELL_ONLY, { partnerId: KNEE.partnerId, language: 'en-CA' }, false);
  member(ELSEWHERE, { partnerId: OTHER.partnerId, language: 'en-CA' }, true);
});

describe('a pricing inquiry about a piece', () => {
  it('stores the piece as the catalogue has it, in the inquiry’s language; a forged summary or partner is dropped at the door', async () => {
    await ask({ pieceId: KNEE.id, language: 'fr-CA', piece: { id: KNEE.id, summary: 'Free knee, call now', partnerId: 'architect' }, summary: 'forged' });
    const [inquiry] = docsOf('PricingInquiries');
    expect(inquiry).toEqual({
      ...buildPricingInquiry({ language: 'fr-CA' }),
      submissionDate: submissionDate(T0),
      createdAt: T0,
      piece: { id: KNEE.id, summary: storedPiece(KNEE, { createdAt: T0, updatedAt: T0 }).summary['fr-CA'], partnerId: KNEE.partnerId },
    });
    expect(JSON.stringify(inquiry)).not.toContain('Free knee');
    expect(inquiry).not.toHaveProperty('pieceId');
  });

  it('keeps a general inquiry as it was: no piece, nobody told', async () => {
    await ask({});
    expect(docsOf('PricingInquiries')[0]).not.toHaveProperty('piece');
    expect(docsOf('notifications')).toEqual([]);
  });

  it.each([
    ['an unknown piece', 'no-such-piece'],
    ['a sold piece', 'sold'],
  ])('refuses %s calmly and stores nothing', async (_case, which) => {
    let id = which;
    if (which === 'sold') {
      list({ ...KNEE, id: 'knee-sold', availability: 'sold' });
      id = 'knee-sold';
    }
    const refusal = await ask({ pieceId: id }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CallableError);
    expect(refusal).toMatchObject({ code: 'not-found', message: PIECE_NOT_LISTED });
    expect(docsOf('PricingInquiries')).toEqual([]);
    expect(docsOf('notifications')).toEqual([]);
    expect(docsOf('mail')).toEqual([]);
  });

  it('refuses an id that could name another path at the callable’s door', () => {
    expect(() => parseCallableInput(callables.submitForm, { kind: 'pricing', input: { ...buildPricingInquiry(), pieceId: '../ApprovedUsers/x' } })).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
  });

  it('tells the partner’s members in the bell, each in their language; mails only the one who opted in; never another partner’s', async () => {
    await ask({ pieceId: KNEE.id });
    const summaries = storedPiece(KNEE, { createdAt: T0, updatedAt: T0 }).summary;
    const told = docsOf('notifications').map(({ uid, kind, pieceId, excerpt, read }) => ({ uid, kind, pieceId, excerpt, read }));
    expect(told).toEqual(
      expect.arrayContaining([
        { uid: OPTED_IN, kind: 'piece-inquiry', pieceId: KNEE.id, excerpt: summaries['fr-CA'], read: false },
        { uid: BELL_ONLY, kind: 'piece-inquiry', pieceId: KNEE.id, excerpt: summaries['en-CA'], read: false },
      ]),
    );
    expect(told).toHaveLength(2);
    // The notification names the piece, never the visitor.
    expect(JSON.stringify(docsOf('notifications'))).not.toMatch(/Landry|marie/i);

    expect(rendered).toEqual([['fr-CA', expect.objectContaining({ kind: 'piece-inquiry', count: 1, link: `${SITE}/fr/stock/${KNEE.id}` })]]);
    // Set off by an anonymous visitor: the anonymous budget (ADR 028).
    expect(docsOf('mail')).toEqual([expect.objectContaining({ to: `${OPTED_IN}@example.com`, kind: 'piece-inquiries', budget: 'anonymous', language: 'fr-CA', commercial: false })]);
  });

  it('tells the bell without a mail port, as a backend without mail does', async () => {
    await submitForm(store, { kind: 'pricing', fields: { ...buildPricingInquiry(), pieceId: KNEE.id } }, { ...ports, mail: undefined });
    expect(docsOf('notifications')).toHaveLength(2);
    expect(docsOf('mail')).toEqual([]);
  });

  it('refuses the piece’s inquiries past its day with the piece-busy reason, whichever clients ask, and stores nothing more', async () => {
    const { limit, windowMs } = PIECE_INQUIRY_LIMITS.perPiece;
    for (let index = 0; index < limit; index += 1) await ask({ pieceId: KNEE.id }, { client: `198.51.100.${index}` });
    const refusal = await ask({ pieceId: KNEE.id, businessName: 'One too many' }, { client: '203.0.113.200' }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'resource-exhausted', reason: 'piece-busy', retryAt: new Date(T0.getTime() + windowMs) });
    expect(docsOf('PricingInquiries')).toHaveLength(limit);
    // Another piece, and the general form, are not held by it.
    await ask({ pieceId: OTHER.id }, { client: '203.0.113.200' });
    await ask({}, { client: '203.0.113.200' });
    expect(docsOf('PricingInquiries')).toHaveLength(limit + 2);
  });

  it(`tells at most ${PIECE_INQUIRY_LIMITS.partnerRecipients} of a partner’s members, however many are linked`, async () => {
    for (let index = 3; index < 10; index += 1) member(`partnerMemberUid00000000000${index}`, { partnerId: KNEE.partnerId, language: 'en-CA' }, true);
    await ask({ pieceId: KNEE.id });
    expect(docsOf('notifications')).toHaveLength(PIECE_INQUIRY_LIMITS.partnerRecipients);
    expect(docsOf('mail').length).toBeLessThanOrEqual(PIECE_INQUIRY_LIMITS.partnerRecipients);
  });
});

describe.each(LANGUAGES)('a partner’s questions coalesced (%s)', (locale) => {
  const MINUTE = 60_000;
  const at = (minutes: number) => ({ now: new Date(T0.getTime() + minutes * MINUTE), mail: { render: renderNotificationMail, origin: SITE } });
  const mails = () => docsOf('mail').filter((mail) => mail['to'] === `${OPTED_IN}@example.com`) as { message: { subject: string; text: string } }[];

  beforeEach(() => member(OPTED_IN, { partnerId: KNEE.partnerId, language: locale }, true));

  it('mails each member at most once an hour; the next mail counts the day’s questions; the bell tells each one', async () => {
    await ask({ pieceId: KNEE.id }, at(0));
    await ask({ pieceId: OTHER.id }, at(5));
    await ask({ pieceId: KNEE.id }, at(10));
    await ask({ pieceId: KNEE.id }, at(20));
    expect(mails()).toHaveLength(1);
    // Each question is in the bell at once (two members of the knee's partner).
    expect(docsOf('notifications').filter((notification) => notification['uid'] === OPTED_IN)).toHaveLength(3);

    await ask({ pieceId: KNEE.id }, at(61));
    expect(mails()).toHaveLength(2);
    const coalesced = mails().find((mail) => mail.message.subject !== mails()[0]!.message.subject)!;
    const expected = locale === 'fr-CA' ? '4 nouvelles questions sur vos pièces aujourd’hui' : '4 new questions about your pieces today';
    expect(coalesced.message.subject).toBe(expected);
    expect(coalesced.message.text).toContain(expected);
  });

  it('mails the questions that came within the hour once the hour is over, by the hourly round, once', async () => {
    await ask({ pieceId: KNEE.id }, at(0));
    await ask({ pieceId: KNEE.id }, at(15));
    await ask({ pieceId: KNEE.id }, at(30));
    const round = (minutes: number) => sendPendingInquiryNotices(store, { now: new Date(T0.getTime() + minutes * MINUTE), render: renderNotificationMail, origin: SITE });
    // Within the hour: nothing yet.
    expect(await round(45)).toBe(0);
    expect(mails()).toHaveLength(1);
    expect(await round(60)).toBe(1);
    const expected = locale === 'fr-CA' ? '3 nouvelles questions sur vos pièces aujourd’hui' : '3 new questions about your pieces today';
    expect(mails().map((mail) => mail.message.subject)).toContain(expected);
    // Nothing is pending any more: the next round mails nothing.
    expect(await round(180)).toBe(0);
    expect(mails()).toHaveLength(2);
  });
});
