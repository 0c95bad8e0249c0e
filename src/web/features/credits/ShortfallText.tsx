import type { TCreditShortfall } from '../stories/generation-rules';

/** The body of a credit notice: what is missing, when it comes back, and what a plan would add. */
export function ShortfallText({ shortfall }: { shortfall: TCreditShortfall | null }) {
  if (!shortfall) return null;
  return (
    <>
      <p>{shortfall.message}</p>
      {shortfall.hint !== '' && <p className="muted">{shortfall.hint}</p>}
      {shortfall.upsell !== null && <p className="muted">{shortfall.upsell}</p>}
    </>
  );
}
