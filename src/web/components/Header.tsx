import { Link } from 'react-router';
import { ACCOUNT_MENU_MESSAGES } from '../../shared/design-messages';
import { userInitial } from '../lib/user-initial';
import { MoonIcon } from './icons';
import { UserMenu } from './UserMenu';

interface THeaderProps {
  appName: string;
  user: { displayName?: string | null; email?: string | null } | null;
  onLogout?: () => void;
}

/**
 * Spec §2: logo, the user's initial and Logout; 'Authenticating...' with no user and no logout.
 * Logout lives in the menu the initial opens (where people look for account actions).
 */
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
        ) : user && onLogout ? (
          <UserMenu user={user} onLogout={onLogout} />
        ) : user ? (
          <span
            className="avatar"
            role="img"
            aria-label={ACCOUNT_MENU_MESSAGES.button}
            title={user.email ?? undefined}
          >
            {userInitial(user)}
          </span>
        ) : (
          onLogout && (
            <button type="button" className="btn btn--ghost" onClick={onLogout}>
              <span>{ACCOUNT_MENU_MESSAGES.logout}</span>
            </button>
          )
        )}
      </div>
    </header>
  );
}
