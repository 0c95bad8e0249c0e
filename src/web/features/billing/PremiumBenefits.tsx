import { BlurbList } from '../../components/BlurbList';
import { BILLING_UI_MESSAGES } from '../../../shared/messages';
import { BookIcon, MoonIcon, SparkIcon, SunriseIcon } from '../../components/icons';

const POINTS = [
  {
    icon: <SparkIcon />,
    title: 'Personalised stories',
    text: 'Your child is the hero, with their name, friends and favourite things.',
  },
  {
    icon: <MoonIcon />,
    title: 'Audio narration',
    text: 'A gentle voice reads tonight’s story aloud while the lights go down.',
  },
  {
    icon: <BookIcon />,
    title: 'Story library',
    text: 'Every story is kept safe, ready to read again tomorrow night.',
  },
  {
    icon: <SunriseIcon />,
    title: 'Cancel anytime',
    text: 'No commitment: change or cancel your plan whenever you like.',
  },
] as const;

/** Profile tab: 'Why Choose a Premium Plan?' (spec §2). */
export function PremiumBenefits() {
  return (
    <section className="card cta stack" aria-labelledby="why-premium-title">
      <h2 id="why-premium-title" className="card__title">
        {BILLING_UI_MESSAGES.whyPremium}
      </h2>
      <BlurbList points={POINTS} />
    </section>
  );
}
