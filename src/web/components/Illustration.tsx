/**
 * Small night-sky illustrations for the empty states and the first-run welcome. Decorative
 * (aria-hidden): the heading and text beside each one say what the state is. Drawn inline in the
 * product's palette, a few hundred bytes each, so an empty screen needs no extra request.
 */
import type { ReactNode } from 'react';
import './illustration.css';

export type TIllustrationName = 'child' | 'book' | 'audio' | 'search' | 'welcome';

function Sky({ children }: { children: ReactNode }) {
  return (
    <svg className="illustration" viewBox="0 0 160 110" aria-hidden="true" focusable="false">
      <circle cx="80" cy="58" r="50" fill="#1b2358" />
      <g fill="#f8efdf" opacity="0.85">
        <circle cx="30" cy="22" r="1.6" />
        <circle cx="132" cy="18" r="1.3" />
        <circle cx="142" cy="60" r="1.6" />
        <circle cx="18" cy="70" r="1.2" />
        <circle cx="112" cy="8" r="1" />
      </g>
      {children}
    </svg>
  );
}

const MOON = <path d="M122 34a14 14 0 1 1-12-20 11 11 0 0 0 12 20Z" fill="#f6c25b" />;

const SCENES: Record<TIllustrationName, ReactNode> = {
  child: (
    <>
      {MOON}
      <circle cx="72" cy="52" r="14" fill="#f8efdf" />
      <path d="M48 100c2-18 12-28 24-28s22 10 24 28Z" fill="#ffb0a6" />
      <path d="M58 46c4-10 24-12 28 0-8-4-20-4-28 0Z" fill="#f6c25b" />
      <path d="M100 66l3 6 6 1-5 4 1 6-5-3-6 3 1-6-4-4 6-1Z" fill="#ffd584" />
    </>
  ),
  book: (
    <>
      {MOON}
      <path d="M40 84V50c14-6 28-4 40 4v34c-12-8-26-10-40-4Z" fill="#f8efdf" />
      <path d="M120 84V50c-14-6-28-4-40 4v34c12-8 26-10 40-4Z" fill="#cdc6e0" />
      <path
        d="M50 60c8-3 16-2 22 1M50 68c8-3 16-2 22 1M88 61c6-3 14-4 22-1"
        stroke="#333d85"
        strokeWidth="2.4"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M80 30l2.5 5 5.5.8-4 3.9 1 5.5-5-2.6-5 2.6 1-5.5-4-3.9 5.5-.8Z" fill="#ffd584" />
    </>
  ),
  audio: (
    <>
      {MOON}
      <path
        d="M52 76V62a28 28 0 0 1 56 0v14"
        stroke="#f8efdf"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="44" y="70" width="16" height="24" rx="6" fill="#f6c25b" />
      <rect x="100" y="70" width="16" height="24" rx="6" fill="#f6c25b" />
      <path
        d="M72 82c3-4 3-8 0-12M80 86c6-7 6-17 0-24M88 90c9-10 9-24 0-32"
        stroke="#a6e8c6"
        strokeWidth="2.6"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  search: (
    <>
      {MOON}
      <circle cx="72" cy="60" r="22" fill="#252e6c" stroke="#f8efdf" strokeWidth="6" />
      <path d="M88 76l18 18" stroke="#f6c25b" strokeWidth="9" strokeLinecap="round" />
      <path d="M72 50l2.5 5 5.5.8-4 3.9 1 5.5-5-2.6-5 2.6 1-5.5-4-3.9 5.5-.8Z" fill="#ffd584" />
    </>
  ),
  welcome: (
    <>
      {MOON}
      <path d="M30 96c14-16 34-22 50-22s36 6 50 22Z" fill="#252e6c" />
      <path d="M62 96V72l18-14 18 14v24Z" fill="#f8efdf" />
      <rect x="74" y="80" width="12" height="16" rx="2" fill="#333d85" />
      <rect x="68" y="70" width="8" height="8" rx="1.5" fill="#f6c25b" />
      <rect x="84" y="70" width="8" height="8" rx="1.5" fill="#f6c25b" />
      <path d="M46 40l2 4 4.4.6-3.2 3.1.8 4.4-4-2.1-4 2.1.8-4.4-3.2-3.1 4.4-.6Z" fill="#ffd584" />
    </>
  ),
};

/** One named illustration. */
export function Illustration({ name }: { name: TIllustrationName }) {
  return <Sky>{SCENES[name]}</Sky>;
}
