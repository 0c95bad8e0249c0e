import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_MENU_MESSAGES } from '../../shared/design-messages';
import { PATHS } from '../lib/paths';
import { userInitial } from '../lib/user-initial';
import './user-menu.css';

interface TUserMenuProps {
  user: { displayName?: string | null; email?: string | null };
  onLogout: () => void;
}

/**
 * The header's user initial as a menu button (WAI-ARIA menu button pattern): it opens a small menu
 * with who is signed in, Profile & Settings and Logout. Arrow keys move between items, Escape
 * closes and gives the focus back to the button, a click outside or Tab closes.
 */
export function UserMenu({ user, onLogout }: TUserMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemsRef = useRef<HTMLElement[]>([]);
  const focusFirst = useRef<'first' | 'last' | null>(null);

  useEffect(() => {
    if (!open) return;
    const items = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    itemsRef.current = items;
    if (focusFirst.current) (focusFirst.current === 'first' ? items[0] : items.at(-1))?.focus();
    focusFirst.current = null;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const openWith = (focus: 'first' | 'last') => {
    focusFirst.current = focus;
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemsRef.current;
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  const who = user.displayName?.trim() || user.email || '';
  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="avatar user-menu__button"
        aria-label={ACCOUNT_MENU_MESSAGES.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        title={user.email ?? undefined}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onButtonKey}
      >
        <span aria-hidden="true">{userInitial(user)}</span>
      </button>
      {open && (
        <div className="user-menu__panel">
          {who && (
            <p className="user-menu__who">
              <span className="user-menu__who-label">{ACCOUNT_MENU_MESSAGES.signedInAs}</span>
              <span className="user-menu__who-name">{who}</span>
            </p>
          )}
          <div id={menuId} role="menu" aria-label={ACCOUNT_MENU_MESSAGES.menu} onKeyDown={onMenuKey}>
            <Link
              role="menuitem"
              tabIndex={-1}
              className="user-menu__item"
              to={PATHS.profile}
              onClick={() => setOpen(false)}
            >
              {ACCOUNT_MENU_MESSAGES.settings}
            </Link>
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              className="user-menu__item user-menu__item--logout"
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
            >
              {ACCOUNT_MENU_MESSAGES.logout}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
