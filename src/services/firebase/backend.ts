// The firebase backend: the service interface over Firebase Auth, Cloud
// Firestore, Cloud Storage and the callables (deleteMessage, moderate and the
// others of functions/src), operation for operation as spec §7 lists them. This file only
// composes the services, one file each (auth, users, forms, boards, admin),
// over one shared context (context.ts). They store and read; every rule
// they apply comes from src/domain, as the local backend's do, and
// firestore.rules and storage.rules enforce the same on the server. Only
// plain domain objects leave them; every failure leaves as a ServiceError.
import type { Services } from '../api';
import { formsOver, subscriptionsOver, unsubscribeOver, verificationOver } from '../callable-services';
import { caller } from './call';
import type { FirebaseSettings } from '../config';
import { createAccountService } from './account';
import { createAdminService } from './admin';
import { createAuthService } from './auth';
import { createBoardsService } from './boards';
import { createCatalogueService } from './catalogue';
import { createFirebaseContext, type FirebaseServiceOptions } from './context';
import { createNotificationsService } from './notifications';
import { EMULATOR_HOST, EMULATOR_PORTS, getFirebaseSdk, releaseFirebaseSdk } from './sdk';
import { createUsersService } from './users';

export type { FirebaseServiceOptions } from './context';

/** Where production download URLs live; the UI links only attachments on this origin. */
const STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';

export async function createFirebaseServices(settings: FirebaseSettings, options: FirebaseServiceOptions = {}): Promise<Services> {
  const context = createFirebaseContext(settings, options);
  const { functions, storage } = getFirebaseSdk(settings, options.appName);
  const call = caller(functions);
  // A persisted sign-in is restored before the first call.
  await context.auth.authStateReady();
  return {
    backend: 'firebase',
    attachmentOrigin: settings.useEmulators ? `http://${EMULATOR_HOST}:${EMULATOR_PORTS.storage}` : STORAGE_ORIGIN,
    attachmentBucket: settings.storageBucket,
    auth: createAuthService(context),
    users: createUsersService(context),
    forms: formsOver(call),
    subscriptions: subscriptionsOver(call),
    unsubscribe: unsubscribeOver(call),
    boards: createBoardsService(context),
    admin: createAdminService(context, functions),
    account: createAccountService(context),
    verification: verificationOver(call),
    notifications: createNotificationsService(context),
    catalogue: createCatalogueService(context, storage, functions),
  };
}

/** Deletes the Firebase app a test made with createFirebaseServices(settings, { appName }). */
export async function releaseFirebaseServices(appName: string): Promise<void> {
  await releaseFirebaseSdk(appName);
}
