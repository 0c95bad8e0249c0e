import { useEffect, useMemo, useRef } from 'react';
import type { TStoryDocument } from '../../../shared/story-document';
import type { TSentenceTiming } from '../../../shared/stories';
import { readAlongPieces, wordPieces } from './read-along';
import { scrollBehavior } from '../../lib/motion';

interface TReadAlongTextProps {
  content: string;
  /** The story's document (issue 27): timings with sentence ids mark its sentences by id. */
  document?: TStoryDocument;
  timings: readonly TSentenceTiming[];
  /** The sentence being read, or -1. */
  active: number;
  /** The word being said in that sentence (its index in the sentence's word timings), or -1. */
  activeWord?: number;
  /** Keep the sentence being read on screen (only while the audio plays, so reading ahead is free). */
  follow: boolean;
  onSentence: (sentence: number) => void;
}

/**
 * The story text with each narrated sentence marked: the one being read carries aria-current and
 * a soft highlight; a tap on a sentence moves the narration there. The seek bar does the same from
 * the keyboard, so the sentences stay plain text for screen readers.
 *
 * Where the voice timed its words, the word being said inside that sentence gets a visual mark
 * only: a class, no aria-current and no live region, so a screen reader is not told of each word
 * (several a second would drown the story). Without word timings the sentence is marked whole.
 */
export function ReadAlongText({
  content,
  document,
  timings,
  active,
  activeWord = -1,
  follow,
  onSentence,
}: TReadAlongTextProps) {
  const paragraphs = useMemo(() => readAlongPieces(content, document, timings), [content, document, timings]);
  const words = useMemo(
    () => (active >= 0 ? wordPieces(timings[active]?.text.trim() ?? '', timings[active]?.words) : null),
    [timings, active],
  );
  const activeRef = useRef<HTMLSpanElement | null>(null);

  useEffect(() => {
    const el = activeRef.current;
    if (!follow || !el) return;
    const box = el.getBoundingClientRect();
    // Scroll only when the sentence leaves the comfortable middle of the screen.
    if (box.top < 80 || box.bottom > window.innerHeight - 120) {
      el.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
    }
  }, [active, follow]);

  return (
    <div className="story-text reader__text read-along">
      {paragraphs.map((pieces, p) => (
        <p key={p}>
          {pieces.map((piece, i) =>
            piece.sentence === null ? (
              piece.id ? (
                <span key={i} data-sentence={piece.id}>
                  {piece.text}
                </span>
              ) : (
                piece.text
              )
            ) : (
              <span
                key={i}
                data-sentence={piece.id}
                className={`sentence${piece.sentence === active ? ' sentence--current' : ''}`}
                aria-current={piece.sentence === active ? 'true' : undefined}
                ref={piece.sentence === active ? activeRef : undefined}
                onClick={() => onSentence(piece.sentence ?? 0)}
              >
                {piece.sentence === active && words && words.map((w) => w.text).join('') === piece.text
                  ? words.map((w, k) =>
                      w.word === null ? (
                        w.text
                      ) : (
                        <span key={k} className={`word${w.word === activeWord ? ' word--current' : ''}`}>
                          {w.text}
                        </span>
                      ),
                    )
                  : piece.text}
              </span>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
