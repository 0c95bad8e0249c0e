import type { TChild } from '../../../shared/children';
import { LIBRARY_TAB_NAME } from '../../../shared/front-door';
import { Button } from '../../components/Button';
import { SparkIcon } from '../../components/icons';
import { capitalise } from '../../lib/format';

interface TChildSummaryProps {
  child: TChild;
  onEdit: () => void;
  onDelete: () => void;
  onCreateStory: () => void;
}

function Tags({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <span className="muted">{empty}</span>;
  return (
    <ul className="tag-list">
      {items.map((item) => (
        <li key={item} className="tag">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The selected child at a glance, with Edit and Delete, and the way to their stories. */
export function ChildSummary({ child, onEdit, onDelete, onCreateStory }: TChildSummaryProps) {
  return (
    <section className="card stack child-summary" aria-labelledby="child-summary-title">
      <div className="child-summary__head">
        <span className="child-summary__initial" aria-hidden="true">
          {Array.from(child.name.trim())[0]?.toUpperCase() ?? '?'}
        </span>
        <div>
          <h2 id="child-summary-title" className="card__title">
            {child.name}
          </h2>
          <p className="muted">
            Age {child.age} · {capitalise(child.readingLevel)} reader
          </p>
        </div>
      </div>
      <dl className="details child-summary__details">
        <dt>Story tone</dt>
        <dd>{capitalise(child.storyTone)}</dd>
        <dt>Interests</dt>
        <dd>
          <Tags items={child.interests} empty="None yet" />
        </dd>
        <dt>Favourite character</dt>
        <dd>{child.favoriteCharacter ?? <span className="muted">Not set</span>}</dd>
        <dt>Pronouns</dt>
        <dd>{child.pronouns ?? <span className="muted">Not set</span>}</dd>
        <dt>Fears to avoid</dt>
        <dd>
          <Tags items={child.fears} empty="None" />
        </dd>
      </dl>
      <div className="form-actions form-actions--start">
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${child.name}`}>
          Edit
        </Button>
        <Button
          variant="secondary"
          className="btn--danger"
          onClick={onDelete}
          aria-label={`Delete ${child.name}`}
        >
          Delete
        </Button>
      </div>
      <div className="pointer">
        <p>
          Stories for {child.name} are made in the <strong>{LIBRARY_TAB_NAME}</strong> tab.
        </p>
        <Button block icon={<SparkIcon />} onClick={onCreateStory}>
          Create a Story for {child.name}
        </Button>
      </div>
    </section>
  );
}
