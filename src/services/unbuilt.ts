// TEMPORARY (issue 23, while it is being built): the service methods whose
// implementation is on its way. Nothing may ship calling this; the merge of
// issue 23 deletes the file.
import { ServiceError } from '../domain/errors';

export function unbuilt(name: string): never {
  throw new ServiceError('unavailable', `${name} is not built yet (issue 23).`);
}

export const unbuiltAdmin = {
  decideMany: () => unbuilt('decideMany'),
  undo: () => unbuilt('undo'),
  watchHistory: () => unbuilt('watchHistory'),
  watchDecisionsSince: () => unbuilt('watchDecisionsSince'),
  getAuthorRecord: () => unbuilt('getAuthorRecord'),
  getTrustSettings: () => unbuilt('getTrustSettings'),
  setTrustSettings: () => unbuilt('setTrustSettings'),
};
