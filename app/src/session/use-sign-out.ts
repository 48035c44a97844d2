import { useMutation } from '@tanstack/react-query';
import { useServices } from '../lib/services.tsx';

/**
 * docs/product/data.md#calls, sign-out. Scope 'local' signs this device out first and then revokes
 * its session on the server, so 'Sair' works offline too ('global' keeps the session when the
 * request fails).
 */
export function useSignOut() {
  const { supabase } = useServices();
  return useMutation({
    mutationFn: async () => {
      const { error } = await (await supabase()).auth.signOut({ scope: 'local' });
      if (error)
        console.error('Signing out on the server failed; this device is signed out anyway', error);
    },
  });
}
