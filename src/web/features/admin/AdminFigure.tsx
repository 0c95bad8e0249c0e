/** One labelled figure on a card (the group's name is the label, so tests and readers find it). */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="admin-figure" role="group" aria-label={label}>
      <span className="admin-figure__label">{label}</span>
      <span className="admin-figure__value">{value}</span>
    </div>
  );
}
