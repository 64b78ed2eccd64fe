// The local backend's UnsubscribeService: the server rule of
// src/domain/server/unsubscribe.ts over the local tables, signed out like
// the callables it stands for. A withdrawal is a consent record.
import type { UnsubscribeService } from '../api';
import { describeUnsubscribe, unsubscribeByToken } from '../../domain/server/unsubscribe';
import type { LocalContext } from './context';
import { localStore } from './server-ports';

export function createUnsubscribeService({ db, now }: LocalContext): UnsubscribeService {
  return {
    describe: (token) => describeUnsubscribe(localStore(db), token, now()),
    unsubscribe: (token) => unsubscribeByToken(localStore(db), token, { source: 'unsubscribe-link', method: 'unsubscribe link' }, now()),
  };
}
