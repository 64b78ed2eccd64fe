// What every service of the local backend shares: one database, this tab's
// sign-in, the files, the live-query helpers, the clock and the id source.
// src/services/local/backend.ts makes one and hands it to each service.
import type { LocalDatabase } from './db';
import type { LocalFiles } from './files';
import type { LocalSession } from './session';
import type { LocalWatch } from './watch';

export interface LocalContext {
  readonly db: LocalDatabase;
  readonly session: LocalSession;
  readonly files: LocalFiles;
  readonly watch: LocalWatch;
  /** PBKDF2 rounds of new password hashes. */
  readonly iterations: number;
  readonly now: () => Date;
  readonly newId: () => string;
  /** Counts the records a read returned (LocalOptions.onRead); a no-op unless asked for. */
  readonly onRead: (count: number) => void;
  /** Counts the index entries a catalogue search scanned (LocalOptions.onScan). */
  readonly onScan?: (count: number) => void;
  /** This browser's id: the anonymous client of the rate limits (the callables use the hashed IP address). */
  readonly clientId: string;
}
