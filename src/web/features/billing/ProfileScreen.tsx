import { Card } from '../../components/Card';
import { capitalise, formatDate } from '../../lib/format';
import type { TUser } from '../../lib/user';

/** Profile tab (placeholder): subscription and account settings. Shows the account for now. */
export function ProfileScreen({ user }: { user: TUser }) {
  return (
    <section className="stack" aria-labelledby="profile-title">
      <h1 id="profile-title" className="screen-title">
        Profile &amp; Settings
      </h1>
      <Card>
        <h2 className="card__title">Account</h2>
        <dl className="details">
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Display name</dt>
          <dd>{user.displayName || 'Not set'}</dd>
          <dt>Plan</dt>
          <dd>{capitalise(user.planType || 'free')}</dd>
          <dt>Member since</dt>
          <dd>{formatDate(user.createdAt)}</dd>
        </dl>
      </Card>
    </section>
  );
}
