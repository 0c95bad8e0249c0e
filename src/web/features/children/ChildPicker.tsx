import type { TChild } from '../../../shared/children';

interface TChildPickerProps {
  items: readonly TChild[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The selector of children: radio buttons dressed as name tiles. */
export function ChildPicker({ items, selectedId, onSelect }: TChildPickerProps) {
  return (
    <fieldset className="child-picker">
      <legend className="child-picker__legend">Your children</legend>
      <div className="child-picker__options">
        {items.map((child) => (
          <label key={child.id} className={`child-tile${child.id === selectedId ? ' child-tile--on' : ''}`}>
            <input
              type="radio"
              name="selected-child"
              className="tile-input"
              value={child.id}
              checked={child.id === selectedId}
              onChange={() => onSelect(child.id)}
            />
            <span className="child-tile__initial" aria-hidden="true">
              {Array.from(child.name.trim())[0]?.toUpperCase() ?? '?'}
            </span>
            <span className="child-tile__name">{child.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
