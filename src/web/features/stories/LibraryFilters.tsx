import type { TChild } from '../../../shared/children';
import { ChipGroup } from '../../components/ChipGroup';
import { capitalise } from '../../lib/format';
import { AUDIO_FILTERS, type TAudioFilter, type TLibraryFilters } from './library-view';

const ALL = '*';

interface TLibraryFiltersProps {
  kids: readonly TChild[];
  themes: readonly string[];
  filters: TLibraryFilters;
  onChange: (filters: TLibraryFilters) => void;
}

/** The sticky chip rows: child, theme, audio. */
export function LibraryFilters({ kids, themes, filters, onChange }: TLibraryFiltersProps) {
  return (
    <div className="library-filters" role="search" aria-label="Filter stories">
      <ChipGroup
        label="Filter by child"
        options={[{ key: ALL, label: 'All Kids' }, ...kids.map((c) => ({ key: c.id, label: c.name }))]}
        selected={filters.childId ?? ALL}
        onSelect={(key) => onChange({ ...filters, childId: key === ALL ? null : key })}
      />
      <ChipGroup
        label="Filter by theme"
        options={[
          { key: ALL, label: 'All Themes' },
          ...themes.map((t) => ({ key: t, label: capitalise(t) })),
        ]}
        selected={filters.theme ?? ALL}
        onSelect={(key) => onChange({ ...filters, theme: key === ALL ? null : key })}
      />
      <ChipGroup<TAudioFilter>
        label="Filter by audio"
        options={AUDIO_FILTERS}
        selected={filters.audio}
        onSelect={(audio) => onChange({ ...filters, audio })}
      />
    </div>
  );
}
