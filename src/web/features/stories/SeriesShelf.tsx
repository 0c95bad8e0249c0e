import { Link } from 'react-router';
import { SERIES_MESSAGES, type TSeriesDetail } from '../../../shared/series';
import { Button } from '../../components/Button';
import { PATHS } from '../../lib/paths';

interface TSeriesShelfProps {
  series: readonly TSeriesDetail[];
  /** The series whose next chapter is being written (its button is busy). */
  writingId: string | null;
  /** Another story or chapter is being written: no second one at once. */
  busy: boolean;
  onWriteNext: (series: TSeriesDetail) => void;
}

/**
 * The library's series (issue 27): one shelf per series with its chapters in order, how far it
 * has come, and "Write the next chapter" while it is open.
 */
export function SeriesShelf({ series, writingId, busy, onWriteNext }: TSeriesShelfProps) {
  if (series.length === 0) return null;
  return (
    <section className="stack series-shelves" aria-labelledby="series-shelves-title">
      <h2 id="series-shelves-title" className="section-title">
        {SERIES_MESSAGES.shelfTitle}
      </h2>
      {series.map((s) => {
        const title = s.title ?? SERIES_MESSAGES.untitled;
        const writing = writingId === s.id;
        return (
          <section
            key={s.id}
            className="card stack series-shelf"
            aria-label={SERIES_MESSAGES.shelfLabel(title)}
          >
            <div className="series-shelf__head">
              <h3 className="card__title">{title}</h3>
              <p className="muted small">
                {s.childName} · {SERIES_MESSAGES.progress(s.written, s.chapters)}
              </p>
            </div>
            {s.stories.length > 0 && (
              <ol className="series-shelf__chapters">
                {s.stories.map((chapter) => (
                  <li key={chapter.id} className="series-shelf__chapter">
                    <span className="series-shelf__number">
                      {SERIES_MESSAGES.chapterLabel(chapter.chapter)}
                    </span>
                    <Link
                      to={PATHS.read(chapter.id)}
                      aria-label={SERIES_MESSAGES.chapterLink(chapter.chapter, chapter.title)}
                    >
                      {chapter.title}
                    </Link>
                  </li>
                ))}
              </ol>
            )}
            {s.status === 'open' ? (
              <Button
                variant="secondary"
                busy={writing}
                disabled={busy}
                aria-label={SERIES_MESSAGES.writeNextLabel(s.written + 1, title)}
                onClick={() => onWriteNext(s)}
              >
                {writing ? SERIES_MESSAGES.writing : SERIES_MESSAGES.writeNext}
              </Button>
            ) : (
              <p className="muted small">
                {s.status === 'finished' ? SERIES_MESSAGES.finishedNote : SERIES_MESSAGES.endedNote}
              </p>
            )}
          </section>
        );
      })}
    </section>
  );
}
