// The mails of the consent rules, as their renderer takes them
// (src/mail/consent-mail.ts; the domain imports no React): a subscription's
// confirmation request and the newsletter (ADR 015); and pattern alerts' (ADR
// 036): the request to confirm a saved pattern (not commercial: it offers
// nothing but the confirmation) and the alert itself (a commercial message: a
// piece for sale, so it carries CASL's sender details and its own one-click
// unsubscribe, and goes only to a confirmed address).
import type { PieceKind } from '../catalogue/piece';
import type { ListPurpose } from '../consent';
import type { Language } from '../languages';

export type ConsentMailTemplate =
  | { name: 'confirm-subscription'; language: Language; purpose: ListPurpose; confirmUrl: string }
  | { name: 'newsletter'; language: Language; unsubscribeUrl: string }
  | {
      name: 'confirm-alert';
      language: Language;
      kind: PieceKind;
      /** The pattern as typed (inches; degrees for A and sA): the mail names each measurement in its language. */
      fields: Readonly<Record<string, number>>;
      confirmUrl: string;
    }
  | {
      name: 'pattern-alert';
      language: Language;
      /** The piece's one-line summary in the mail's language. */
      piece: string;
      pieceUrl: string;
      /** When the alert ends unless renewed (ISO text: the template writes it in the mail's language). */
      endsAt: string;
      renewUrl: string;
      unsubscribeUrl: string;
    };
