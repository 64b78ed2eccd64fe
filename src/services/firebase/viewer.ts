// Who is asking: the signed-in Firebase user and the role from their custom
// claim (what firestore.rules and storage.rules check), held to the domain's
// viewer checks (src/domain/permissions.ts), plus a helper for live queries
// that depend on the viewer and restart on every sign-in or sign-out.
import { onAuthStateChanged, type Auth, type User } from 'firebase/auth';
import { ROLES, type Role, type Unsubscribe } from '../../domain/types';
import { permissionDenied, requireAdminViewer, requireSignedIn, type Viewer } from '../../domain/permissions';
import { toServiceError } from './errors';

export function parseRole(value: unknown): Role | null {
  return ROLES.find((role) => role === value) ?? null;
}

export async function viewerOf(user: User | null): Promise<Viewer | null> {
  if (!user) return null;
  const { claims } = await user.getIdTokenResult();
  return { uid: user.uid, role: parseRole(claims['role']) };
}

export function createViewerTools(auth: Auth) {
  function requireUser(): User {
    const user = auth.currentUser;
    if (!user) throw permissionDenied();
    return user;
  }

  async function currentViewer(): Promise<Viewer | null> {
    return viewerOf(auth.currentUser);
  }

  async function requireViewer(): Promise<Viewer> {
    return requireSignedIn(await currentViewer());
  }

  async function requireAdmin(): Promise<Viewer> {
    return requireAdminViewer(await currentViewer());
  }

  /**
   * Starts a live query for the current viewer and restarts it whenever the
   * signed-in user changes; `start` returns the query's own unsubscribe, or
   * throws to refuse the viewer (onError hears why).
   */
  function watchAsViewer(start: (viewer: Viewer | null) => Unsubscribe, onError?: (error: Error) => void): Unsubscribe {
    let inner: Unsubscribe | null = null;
    let generation = 0;
    let stopped = false;
    const stopAuth = onAuthStateChanged(auth, (user) => {
      generation += 1;
      const current = generation;
      inner?.();
      inner = null;
      viewerOf(user)
        .then((viewer) => {
          if (!stopped && current === generation) inner = start(viewer);
        })
        // A refusal by `start` (a domain check) goes where a failed read goes.
        .catch((error: unknown) => {
          if (!stopped && current === generation) onError?.(toServiceError(error));
        });
    });
    return () => {
      stopped = true;
      stopAuth();
      inner?.();
      inner = null;
    };
  }

  return { requireUser, currentViewer, requireViewer, requireAdmin, watchAsViewer };
}

export type ViewerTools = ReturnType<typeof createViewerTools>;
