import { Link } from 'react-router';
import { userInitial } from '../lib/user-initial';
import { Button } from './Button';
import { MoonIcon } from './icons';

interface THeaderProps {
  appName: string;
  user: { displayName?: string | null; email?: string | null } | null;
  onLogout?: () => void;
}

/** Spec §2: logo, the user's initial and Logout; 'Authenticating...' with no user and no logout. */
export function Header({ appName, user, onLogout }: THeaderProps) {
  return (
    <header className="app-header">
      <Link to="/" className="brand" aria-label={`${appName} home`}>
        <MoonIcon className="brand__moon" />
        <span className="brand__name">{appName}</span>
      </Link>
      <div className="app-header__actions">
        {!user && !onLogout ? (
          <span className="app-header__pending" role="status">
            Authenticating...
          </span>
        ) : (
          <>
            {user && (
              <span className="avatar" role="img" aria-label="Account" title={user.email ?? undefined}>
                {userInitial(user)}
              </span>
            )}
            {onLogout && (
              <Button variant="ghost" onClick={onLogout}>
                Logout
              </Button>
            )}
          </>
        )}
      </div>
    </header>
  );
}
