// The session (SPEC §3 Session, §4): token and user, restored from storage on start.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onUnauthorized, type Schemas } from './api/client';
import { revokeToken } from './api/logout';
import { readJson, readString, removeKey, STORAGE_KEYS, writeJson, writeString } from './storage';

/** A signed-in user: a registered account, or the guest identity of a guest checkout. */
export type SessionUser = Schemas['User'] | Schemas['GuestUser'];

export interface Session {
  token: string | null;
  user: SessionUser | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** True while the stored session is being restored; guards show a placeholder meanwhile. */
  loading: boolean;
  login: (token: string, user: SessionUser) => void;
  logout: () => void;
}

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const { email, role } = value as Record<string, unknown>;
  return typeof email === 'string' && typeof role === 'string';
}

interface Stored {
  token: string | null;
  user: SessionUser | null;
}

/** Restores the session only when both token and user are stored and readable. */
export function restoreSession(): Stored {
  const token = readString(STORAGE_KEYS.token);
  const user = readJson<SessionUser | null>(STORAGE_KEYS.user, null, (v): v is SessionUser | null =>
    isSessionUser(v),
  );
  return token && user ? { token, user } : { token: null, user: null };
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  // Storage is synchronous, so the session is known before the first paint and `loading`
  // is only true if a provider ever restores asynchronously.
  const [stored, setStored] = useState<Stored>(restoreSession);

  const login = useCallback((token: string, user: SessionUser) => {
    writeString(STORAGE_KEYS.token, token);
    writeJson(STORAGE_KEYS.user, user);
    setStored({ token, user });
  }, []);

  const clear = useCallback(() => {
    removeKey(STORAGE_KEYS.token);
    removeKey(STORAGE_KEYS.user);
    setStored({ token: null, user: null });
  }, []);

  /** Signs out here and (best effort) revokes the token on the server. */
  const logout = useCallback(() => {
    const token = readString(STORAGE_KEYS.token);
    if (token) void revokeToken(token);
    clear();
  }, [clear]);

  // A 401 to an authenticated call (expired or revoked token) ends the session; the guards then
  // send the account area to /login.
  useEffect(() => onUnauthorized(clear), [clear]);

  const value = useMemo<Session>(
    () => ({
      token: stored.token,
      user: stored.user,
      isAuthenticated: stored.token !== null && stored.user !== null,
      isAdmin: stored.user?.role === 'admin',
      loading: false,
      login,
      logout,
    }),
    [stored, login, logout],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
