/** The library's series shelf with its "Write the next chapter" (the shelf itself is SeriesShelf.tsx). */
import { useState } from 'react';
import type { TSeriesDetail } from '../../../shared/series';
import { isOffline } from '../../lib/offline/use-online';
import type { TCreditShortfall } from './generation-rules';
import { OFFLINE_REFUSAL, type TFlash } from './library-flash';
import { SeriesShelf } from './SeriesShelf';
import { useCreditCheck } from './use-credit-check';
import { useSeriesActions, useSeriesList } from './use-series';
import type { useStoryGeneration } from './use-story-generation';

interface TLibrarySeriesShelfProps {
  /** The library's one generation (the form's too): one story or chapter is written at a time. */
  generation: Pick<ReturnType<typeof useStoryGeneration>, 'clear' | 'generate'>;
  /** Another story or chapter is being written. */
  busy: boolean;
  onFlash: (flash: TFlash | null) => void;
  onShortfall: (shortfall: TCreditShortfall) => void;
  /** A chapter was written: the library marks it fresh. */
  onWritten: (storyId: string) => void;
}

export function LibrarySeriesShelf({
  generation,
  busy,
  onFlash,
  onShortfall,
  onWritten,
}: TLibrarySeriesShelfProps) {
  const checkCredits = useCreditCheck();
  const seriesQuery = useSeriesList();
  const seriesActions = useSeriesActions();
  const [writingSeriesId, setWritingSeriesId] = useState<string | null>(null);

  /** The shelf's "Write the next chapter": the series' own children and options are used. */
  const onWriteNext = async (series: TSeriesDetail) => {
    const [childId = ''] = series.childIds;
    generation.clear();
    if (isOffline()) return onFlash(OFFLINE_REFUSAL);
    onFlash(null);
    const missing = await checkCredits(childId, 'text');
    if (missing) return onShortfall(missing);
    setWritingSeriesId(series.id);
    const story = await generation.generate(
      {
        childId,
        storyType: 'personalized_text',
        theme: series.options.theme,
        storyLength: series.options.storyLength,
        seriesId: series.id,
      },
      series.childName,
    );
    setWritingSeriesId(null);
    void seriesActions.refresh();
    if (story) onWritten(story.id);
  };

  return (
    <SeriesShelf
      series={seriesQuery.data ?? []}
      writingId={writingSeriesId}
      busy={busy}
      onWriteNext={(series) => void onWriteNext(series)}
    />
  );
}
