// POST /api/auth/logout — revokes the session's tokens on the server. Best effort: signing out
// in the browser never waits for it or fails because of it.
import { api } from './client';

export async function revokeToken(token: string): Promise<void> {
  try {
    await api.POST('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    // Offline or the server is away: the token still expires on its own.
  }
}
