import { useRef, type KeyboardEvent } from 'react';

export interface TTabItem<K extends string> {
  key: K;
  label: string;
}

interface TTabsProps<K extends string> {
  label: string;
  items: readonly TTabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** Prefix for tab / panel ids: the panel uses `${idPrefix}-panel-${key}`. */
  idPrefix: string;
}

export const tabId = (prefix: string, key: string) => `${prefix}-tab-${key}`;
export const tabPanelId = (prefix: string, key: string) => `${prefix}-panel-${key}`;

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected tab is in the tab order. */
export function Tabs<K extends string>({ label, items, selected, onSelect, idPrefix }: TTabsProps<K>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.key === selected);
    const count = items.length;
    const moves: Record<string, number> = {
      ArrowRight: (current + 1) % count,
      ArrowLeft: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key] ?? -1;
    const target = items[next];
    if (next < 0 || !target) return;
    event.preventDefault();
    onSelect(target.key);
    refs.current[next]?.focus();
  };

  return (
    <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const isSelected = item.key === selected;
        return (
          <button
            key={item.key}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.key)}
            aria-selected={isSelected}
            aria-controls={isSelected ? tabPanelId(idPrefix, item.key) : undefined}
            tabIndex={isSelected ? 0 : -1}
            className={`tabs__tab${isSelected ? ' tabs__tab--selected' : ''}`}
            onClick={() => onSelect(item.key)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
