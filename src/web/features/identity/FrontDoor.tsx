import { Link } from 'react-router';
import { FRONT_DOOR_LABELS } from '../../../shared/front-door';
import { PATHS } from '../../lib/paths';
import { SampleStory } from './SampleStory';
import './front-door.css';

/**
 * Below the spec's login box (issue 26 part 7): for a visitor who has no account yet, the way to
 * the plans and one story to read before deciding.
 */
export function FrontDoor() {
  return (
    <div className="front-door">
      <section className="card front-door__plans" aria-labelledby="front-door-plans-title">
        <h2 id="front-door-plans-title" className="card__title">
          {FRONT_DOOR_LABELS.plansTitle}
        </h2>
        <p className="muted">{FRONT_DOOR_LABELS.plansText}</p>
        <Link to={PATHS.pricing} className="btn btn--secondary">
          {FRONT_DOOR_LABELS.plansLink}
        </Link>
      </section>
      <SampleStory />
    </div>
  );
}
