// React access to the service layer: the provider loads the backend after the
// first paint, follows the auth state, and hands both to the tree.
import { createContext, startTransition, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { roleFlags, type RoleFlags } from '../domain/roles';
import type { Services } from './api';
import type { Role, SessionState, SessionUser, UserProfile } from '../domain/types';

interface ServicesContextValue {
  services: Services | null;
  ready: Promise<Services>;
  session: SessionState;
}

const ServicesContext = createContext<ServicesContextValue | null>(null);

export interface ServicesProviderProps {
  /** Starts loading the backend; called once, after the first render. */
  load: () => Promise<Services>;
  children: ReactNode;
}

export function ServicesProvider({ load, children }: ServicesProviderProps) {
  const [services, setServices] = useState<Services | null>(null);
  const [session, setSession] = useState<SessionState>({ status: 'loading' });
  const [ready] = useState(() => {
    let resolve!: (services: Services) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<Services>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    promise.catch(() => {});
    return { promise, resolve, reject };
  });

  useEffect(() => {
    let cancelled = false;
    load().then(
      (loaded) => {
        if (cancelled) return;
        ready.resolve(loaded);
        // The whole page re-renders with the backend: in a transition React
        // can yield to the browser while it does, so a tap is not kept waiting.
        startTransition(() => setServices(loaded));
      },
      (error: unknown) => {
        console.error('The data backend failed to load.', error);
        ready.reject(error);
        if (!cancelled) setSession({ status: 'ready', user: null });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [load, ready]);

  useEffect(() => services?.auth.watchSession((next) => startTransition(() => setSession(next))), [services]);

  const value = useMemo(() => ({ services, ready: ready.promise, session }), [services, ready, session]);
  return <ServicesContext value={value}>{children}</ServicesContext>;
}

function useServicesContext(): ServicesContextValue {
  const value = use(ServicesContext);
  if (!value) throw new Error('useServices must be used inside <ServicesProvider>.');
  return value;
}

export interface ServicesAccess {
  /** The loaded backend, or null while it is still loading: what a render reads. */
  services: Services | null;
  /** A promise of the backend: what a write awaits, as it may start before the backend has loaded. */
  ready: Promise<Services>;
}

/**
 * The one way to the backend. Components and feature hooks use the data hooks
 * built on it (use-service-query.ts, use-service-action.ts) rather than call it in effects of their own.
 */
export function useServices(): ServicesAccess {
  const { services, ready } = useServicesContext();
  return useMemo(() => ({ services, ready }), [services, ready]);
}

export interface Session extends RoleFlags {
  loading: boolean;
  user: SessionUser | null;
  profile: UserProfile | null;
  role: Role | null;
}

export function useSession(): Session {
  const { session } = useServicesContext();
  const user = session.status === 'ready' ? session.user : null;
  const profile = user?.profile ?? null;
  const role = profile?.permissionLevel ?? null;
  return { loading: session.status === 'loading', user, profile, role, ...roleFlags(role, user !== null) };
}
