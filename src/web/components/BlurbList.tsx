import type { ReactNode } from 'react';

export interface TBlurbPoint {
  icon: ReactNode;
  title: string;
  text: string;
}

/** A short list of selling points, each with an icon, a title and a line of text. */
export function BlurbList({ points }: { points: readonly TBlurbPoint[] }) {
  return (
    <ul className="blurb">
      {points.map((point) => (
        <li key={point.title} className="blurb__item">
          <span className="blurb__icon">{point.icon}</span>
          <span>
            <strong className="blurb__title">{point.title}</strong>
            <span className="blurb__text">{point.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
