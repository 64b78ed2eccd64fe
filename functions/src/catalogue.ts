// The catalogue's callables (docs/decisions/023), each a thin wire from a
// request to the rule of src/domain/server/pieces.ts, which the local backend
// runs too: a partner's Franchisee (or an Admin) lists, marks and deletes a
// piece, with the partner read from the member record and every searched
// field derived by the server; an Admin links a Franchisee to a partner. A
// deleted piece's photos go with it, through the deletion's Storage port.
import { getFirestore } from 'firebase-admin/firestore';
import { storageAccess } from './storage-bucket';
import { callables } from '../../src/domain/model/callables';
import { deletePiece as remove, linkPartner as link, savePiece as save, setPieceAvailability as mark } from '../../src/domain/server/pieces';
import { deletionBackend, firestoreStore } from './admin-backend';
import { registerCallable } from './callable';

const backend = () => deletionBackend(getFirestore(), storageAccess());

export const savePiece = registerCallable(callables.savePiece, (input, { caller, now }) => save(backend(), caller, input, now));

export const setPieceAvailability = registerCallable(callables.setPieceAvailability, (input, { caller, now }) => mark(firestoreStore(getFirestore()), caller, input, now));

export const deletePiece = registerCallable(callables.deletePiece, (input, { caller }) => remove(backend(), caller, input));

export const linkPartner = registerCallable(callables.linkPartner, (input, { caller }) => link(firestoreStore(getFirestore()), caller, input));
