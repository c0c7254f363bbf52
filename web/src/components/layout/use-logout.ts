import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/**
 * Logging out, the same from the sidebar and from Settings: sign out, forget every cached answer, say
 * so, and open the sign-in page. `leave` does the last three for flows that sign out themselves.
 */
export function useLogout() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const client = useQueryClient();
  const leave = () => {
    client.clear();
    navigate(paths.signIn, { replace: true });
  };
  const logout = async (): Promise<boolean> => {
    try {
      await signOut();
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to log out. Please try again.' });
      return false;
    }
    toast({ title: 'Signed out', description: 'You have been signed out.' });
    leave();
    return true;
  };
  return { logout, leave };
}
