import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface TTabBarItem {
  key: string;
  label: string;
  to: string;
  icon: ReactNode;
}

/** The signed-in navigation (nav "Main"): a bottom tab bar on a phone, a side rail from 768 px. */
export function TabBar({ items, activeKey }: { items: readonly TTabBarItem[]; activeKey: string }) {
  return (
    <nav className="tab-bar" aria-label="Main">
      <ul className="tab-bar__list">
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <li key={item.key}>
              <Link
                to={item.to}
                className={`tab-bar__link${active ? ' tab-bar__link--active' : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                {item.icon}
                <span className="tab-bar__label">{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
