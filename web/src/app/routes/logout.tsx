import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useSession } from '@/lib/session';

/** /logout: clears the session (token and user) and goes to /. */
export function LogoutRoute() {
  const { logout } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    logout();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'products' && query.queryKey[0] !== 'config' });
    void navigate('/', { replace: true });
  }, [logout, navigate, queryClient]);
  return <LoadingScreen label="Signing out..." />;
}
