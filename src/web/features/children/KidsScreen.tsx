import { Link } from 'react-router';
import { Card } from '../../components/Card';
import { PATHS } from '../../lib/paths';

/** Kids tab (placeholder): child profiles are created and edited here. */
export function KidsScreen() {
  return (
    <section className="stack" aria-labelledby="kids-title">
      <h1 id="kids-title" className="screen-title">
        Child Profiles
      </h1>
      <Card className="stack">
        <p>Tell us about your child: their name, age, favourite things, and what makes them laugh.</p>
        <p className="muted">
          Then head to the <Link to={PATHS.library}>Library</Link> tab to generate their stories.
        </p>
      </Card>
    </section>
  );
}
