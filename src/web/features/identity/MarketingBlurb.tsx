import { BlurbList } from '../../components/BlurbList';
import { BookIcon, MoonIcon, OpenBookIcon, SparkIcon } from '../../components/icons';

const POINTS = [
  {
    icon: <SparkIcon />,
    title: 'Personalised stories',
    text: 'Your child is the hero, with their own name, friends and interests.',
  },
  {
    icon: <MoonIcon />,
    title: 'AI audio narration',
    text: 'A calm voice reads the story aloud when the lights go down.',
  },
  {
    icon: <OpenBookIcon />,
    title: 'Multiple themes',
    text: 'Adventure, space, oceans, friendship, magic and gentle bedtime tales.',
  },
  {
    icon: <BookIcon />,
    title: 'Family story library',
    text: 'Every story is kept, ready to read again tomorrow night.',
  },
] as const;

/** The login screen's marketing blurb (spec §2). */
export function MarketingBlurb() {
  return <BlurbList points={POINTS} />;
}
