/**
 * Which template variables each kind of line may use (the pack's README lists them for writers).
 * The lint refuses a line that uses one its context does not give.
 */
export const CHILD_VARS = [
  'Name',
  "Name's",
  'they',
  'They',
  'them',
  'their',
  'Their',
  'themself',
  'they_were',
  'They_were',
  'sibling',
] as const;

const SLOT_FORMS = [
  'a',
  'the',
  'The',
  'name',
  'Name',
  'call',
  'noun',
  'it',
  'It',
  'its',
  'obj',
  'was',
  'limb',
  'limbs',
];

export function slotVars(slot: string): string[] {
  return SLOT_FORMS.map((f) => `${slot}.${f}`);
}

export const PET_VARS = [
  'pet',
  'Pet',
  'pet.a',
  'pet.their',
  'pet.the',
  'pet.The',
  'pet.species',
  'pet.it',
  'pet.It',
  'pet.its',
];
export const MEMBER_VARS = [
  'member',
  'Member',
  'member.it',
  'member.It',
  'member.its',
  'member.obj',
  'member.was',
];
/** A knock-knock joke's parts and who tells it (twists.yaml `jokes`). */
export const JOKE_VARS = ['joke.teller', 'joke.Teller', 'joke.who', 'joke.punch'];
export const TWIST_VARS = [
  'twist.x',
  'twist.X',
  'twist.x.noun',
  'twist.x.was',
  'twist.x.it_was',
  'twist.x.It_was',
  'twist.x.it',
  'twist.x.them',
  'twist.x.one',
  'twist.x.It',
  'twist.x.its',
  'twist.x.Its',
  'twist.y',
  'twist.y.the',
  // What was taken or lost, as a pronoun ("the stars": they were, them).
  'twist.y.it',
  'twist.y.It',
  'twist.y.them',
  'twist.y.was',
  'twist.y.it_was',
  'twist.y.It_was',
  // ", and up it went, back into the sky where it belonged" for the moon; nothing for a teddy.
  'twist.y.home',
  'twist.verb',
  'twist.verbed',
  'twist.verbing',
  'twist.had',
  // The only-when shape: what the thing does, and what the child does ("sang to the door").
  'twist.act',
  'twist.acts',
  'twist.acted',
  'twist.did',
  // The only-at shape: when the thing does it ("at midnight").
  'twist.when',
  // The kind-after-all shape: who they are once befriended.
  'twist.after',
  'twist.After',
  // First mention of the thing ("a teapot"; "the moon", known anyway), and of what first_sight shows.
  'twist.a',
  'twist.A',
  'twist.first',
  // Where the lives-in shape's creature lives ("under the bed"), and from there ("from under the bed").
  'twist.place',
  'twist.from',
  // The weather shape: what falls, as a word before another ("marshmallow snow").
  'twist.y.single',
  // The runs-on shape: what it runs on, said on its own ("Lemonade!").
  'twist.Y',
  // The quality shape's `shown`: what is done to the thing, and what it does then.
  'twist.touched',
  'twist.does',
];

/** The variables a template uses, in order. */
export function varsIn(template: string): string[] {
  return [...template.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1] as string);
}

export const CONTEXTS = {
  childOnly: [...CHILD_VARS],
  withCompanion: [...CHILD_VARS, ...slotVars('companion')],
  withObject: [...CHILD_VARS, ...slotVars('companion'), ...slotVars('object')],
  plot: [
    ...CHILD_VARS,
    ...slotVars('companion'),
    ...slotVars('object'),
    ...slotVars('place'),
    ...slotVars('vehicle'),
  ],
} as const;
