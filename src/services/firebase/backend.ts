import type { Services } from '../api';
import type { FirebaseSettings } from '../config';

export async function createFirebaseServices(_settings: FirebaseSettings): Promise<Services> {
  throw new Error('The firebase backend is not written yet.');
}
