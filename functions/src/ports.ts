// The ports of the callables' handlers (src/domain/server/handler-ports.ts,
// ADR 027) over firebase-admin: each made at use, on the default app, so a
// call reaches only what its rule needs (the site's origin, which production
// refuses to guess, only for a call that mails a link).
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { HandlerPorts } from '../../src/domain/server/handler-ports';
import { renderConsentMail } from '../../src/mail/consent-mail';
import { renderNotificationMail } from '../../src/mail/notification-mail';
import { accountDeletionBackend, memberDataBackend, memberEmailBackend } from './account-backend';
import { adminBackend, deletionBackend, firestoreStore, moderationBackend } from './admin-backend';
import { firestorePieceSearch } from './piece-search';
import { storageAccess } from './storage-bucket';
import { hashApplicationPassword, linkHandlers, mailPorts, resenders } from './verification';

export function firebasePorts(): HandlerPorts {
  return {
    store: () => firestoreStore(getFirestore()),
    deletion: () => deletionBackend(getFirestore(), storageAccess()),
    approval: () => adminBackend(getAuth(), getFirestore(), mailPorts()),
    moderation: () => moderationBackend(getAuth(), getFirestore(), storageAccess(), mailPorts()),
    pieceSearch: () => firestorePieceSearch(getFirestore()),
    memberData: () => memberDataBackend(getFirestore()),
    accountDeletion: () => accountDeletionBackend(getAuth(), getFirestore(), storageAccess()),
    memberEmail: () => memberEmailBackend(getAuth(), getFirestore()),
    mail: mailPorts,
    renderNotification: renderNotificationMail,
    renderConsent: renderConsentMail,
    hashPassword: hashApplicationPassword,
    linkHandlers,
    resenders,
  };
}
