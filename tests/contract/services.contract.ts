// The contract of the service interface (spec §7): one suite of behaviours
// that every backend must show. `npm test` runs it against the local backend
// (local.test.ts); `npm run test:emulators` against the firebase backend.
// Written against the interface only, so the security checks of issue 14
// (approval never touches a member, the directory carries no uid, deletion
// as spec §4, pending replies stay private, one set of shapes, attachments
// that go with their message) are shown to hold on both backends. Each
// service's part is a file of its own; the helpers are in contract-helpers.ts.
import { describe, expect, it } from 'vitest';
import { describeAccountContract } from './account.contract';
import { describeApprovalContract } from './approval.contract';
import { describeAuthContract } from './auth.contract';
import { describeBoardPagingContract } from './board-paging.contract';
import { describeBoardsContract } from './boards.contract';
import { describeCatalogueContract } from './catalogue.contract';
import { describeConsentContract } from './consent.contract';
import type { ContractBackend } from './contract-helpers';
import { describeDemandContract } from './demand.contract';
import { describeFormsContract } from './forms.contract';
import { describeLanguageContract } from './language.contract';
import { describeModerationContract } from './moderation.contract';
import { describeNotificationsContract } from './notifications.contract';
import { describeOutboxContract } from './outbox.contract';
import { describePatternAlertsContract } from './pattern-alerts.contract';
import { describePieceInquiryContract } from './piece-inquiry.contract';
import { describeRateLimitsContract } from './rate-limits.contract';
import { describeReviewPagingContract } from './review-paging.contract';
import { describeSubscriptionsContract } from './subscriptions.contract';
import { describeUsersContract } from './users.contract';
import { describeVerificationContract } from './verification.contract';

export function describeServiceContract(backendName: string, create: () => Promise<ContractBackend>) {
  describe(`service contract: ${backendName} backend`, () => {
    it('names its backend', async () => {
      const { services } = await create();
      expect(services.backend).toBe(backendName);
    });

    describeAuthContract(create);
    describeUsersContract(create);
    describeSubscriptionsContract(create);
    describeConsentContract(create);
    describeFormsContract(create);
    describeApprovalContract(create);
    describeLanguageContract(create);
    describeBoardsContract(create);
    describeBoardPagingContract(create);
    describeReviewPagingContract(create);
    describeVerificationContract(create);
    describeOutboxContract(backendName, create);
    describeAccountContract(create);
    describeModerationContract(create);
    describeRateLimitsContract(create);
    describeNotificationsContract(create);
    describeCatalogueContract(create);
    describePieceInquiryContract(create);
    describeDemandContract(create);
    describePatternAlertsContract(create);
  });
}
