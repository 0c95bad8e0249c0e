export interface TChipOption<K extends string> {
  key: K;
  label: string;
}

interface TChipGroupProps<K extends string> {
  /** The group's accessible name, e.g. 'Filter by child'. */
  label: string;
  options: readonly TChipOption<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

/** A row of single-choice filter chips: toggle buttons (aria-pressed) in a named group; scrolls sideways. */
export function ChipGroup<K extends string>({ label, options, selected, onSelect }: TChipGroupProps<K>) {
  return (
    <div className="chip-group" role="group" aria-label={label}>
      {options.map((option) => {
        const pressed = option.key === selected;
        return (
          <button
            key={option.key}
            type="button"
            className={`chip${pressed ? ' chip--on' : ''}`}
            aria-pressed={pressed}
            onClick={() => onSelect(option.key)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
