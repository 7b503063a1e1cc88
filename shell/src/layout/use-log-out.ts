import { useNavigate } from 'react-router-dom';
import { useSession } from '@video-admin/shared-ui';

/**
 * Signs out and opens /login. Signed out, a path the routes know only from the remote (a 404
 * below /items, say) would show again as it is instead of the login screen.
 * Its callers exist only while their menu is open: useNavigate renders them again at every URL change.
 */
export function useLogOut(): () => void {
  const session = useSession();
  const navigate = useNavigate();
  return () => {
    session.logout();
    navigate('/login', { replace: true });
  };
}
