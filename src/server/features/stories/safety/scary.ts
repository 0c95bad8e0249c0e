/**
 * Scary content by meaning, not only by word: a bedtime story may have a cat that chases its
 * tail, but never a monster that chases the child. Each pattern reads one sentence and names
 * what it found; innocent phrases are blanked out first (allow-list), so "killer whale",
 * "bullet train" and "dead leaves" pass while "the wicked witch locked Mia in a cage" does not.
 */

/** Phrases that contain an alarming word but are innocent; removed before any check. */
export const INNOCENT_PHRASES: readonly RegExp[] = [
  /\bkiller whales?\b/gi,
  /\bbullet trains?\b/gi,
  /\bdead (?:leaves|leaf|end|ends|twigs?|flowers?|branches|grass)\b/gi,
  /\bdead (?:tired|sleepy|still|quiet|center|centre)\b/gi,
  /\bdeadline\b/gi,
  /\bmonster trucks?\b/gi,
  /\bcookie monsters?\b/gi,
  /\bsea monkeys?\b/gi,
  /\bteddy bear hunt\b/gi,
  /\btreasure hunt(?:s|ing)?\b/gi,
  /\begg hunt(?:s|ing)?\b/gi,
  /\bscavenger hunt(?:s|ing)?\b/gi,
  /\b(?:a|one|another|big|small|little|tiny|first|last|every|each|few|more) bites?\b/gi,
  /\bbite-sized\b/gi,
  /\bbrush(?:ed|es|ing)? (?:\w+ )?teeth\b/gi,
  /\bbaby teeth\b/gi,
  /\bwobbly tooth\b/gi,
  /\btooth fairy\b/gi,
  /\b(?:a |the )?drinks? of water\b/gi,
  /\bshooting stars?\b/gi,
  /\bpillow fights?\b/gi,
  /\block(?:ed)? (?:the|a|its|his|her|their) (?:door|gate|box|chest|diary|window)\b/gi,
  /\block and key\b/gi,
  /\bchased (?:its|his|her|their) (?:own )?tails?\b/gi,
  /\bchas(?:e|ed|ing) (?:the |a )?(?:bubbles?|butterfl(?:y|ies)|leaves|leaf|snowflakes?|ball|kite|rainbow|clouds?|fireflies|sunbeams?|shadows? of clouds)\b/gi,
  /\bgrabb?(?:ed|ing)? (?:a|an|the|some|his|her|their) (?:cookie|snack|book|blanket|coat|hat|scarf|hand|paintbrush|brush|crayon|torch|flashlight|lantern|map|toy|teddy|ball)\b/gi,
  /\bscream(?:ed|ing)? with (?:laughter|delight|joy)\b/gi,
  /\bbirdcages?\b/gi,
  /\blike a bomb (?:had )?(?:hit|gone off in|went off in) (?:it|there|here)\b/gi,
  /\bbath bombs?\b/gi,
  // A British family's "Mummy" (words.yaml) is the child's mother, said as a name with its
  // capital: "Mummy lay down beside Hamza" was refused as a threat. "the mummy" stays checked.
  /\bMumm(?:y|ies)\b(?!'s tomb)/g,
];

interface ScaryPattern {
  what: string;
  test: RegExp;
}

const PERSON = String.raw`(?:him|her|them|me|us|you|the (?:child|children|boy|girl|kids?|little one)|[A-Z][a-z]+)`;

/** Each pattern is checked per sentence, after the allow-list, case-insensitively unless capitals matter. */
const PATTERNS: readonly ScaryPattern[] = [
  {
    what: 'a weapon drawn',
    test: /\b(?:pulled|drew|took|whipped|brought) out (?:a|an|his|her|their|the) (?:\w+ )?(?:knife|dagger|sword|axe|gun|blade)\b/i,
  },
  {
    what: 'a weapon',
    test: /\b(?<!(?:water|glue|bubble|toy|nerf|squirt|staple|cap|pop|spud|confetti|bath|seed|glitter)[ -])(?:guns?|pistols?|daggers?|knives|knife|bombs?|grenades?)\b/i,
  },
  { what: 'a monster of horror', test: /\b(?:zombies?|demons?|vampires?|ghouls?)\b/i },
  {
    what: 'a creepy figure',
    test: /\bcreepy (?:clown|man|woman|figure|face|voice|eyes|doll|shape|thing)\b/i,
  },
  { what: 'chasing someone', test: new RegExp(String.raw`\bchas(?:e|ed|es|ing)\b(?: after)? ${PERSON}`) },
  { what: 'chasing someone', test: /\b(?:was|were|got|being) chased\b/i },
  {
    what: 'chasing someone',
    test: /\bchased (?:\w+ ){0,3}(?:into|through|out of|up|down|away|across) (?:a|the)\b/i,
  },
  {
    what: 'grabbing someone',
    test: new RegExp(String.raw`\b(?:grab|grabbed|grabbing|snatch|snatched|seized|seize|clutched) ${PERSON}`),
  },
  { what: 'grabbing someone', test: /\b(?:was|were|got) (?:grabbed|snatched|seized|captured|taken away)\b/i },
  {
    what: 'teeth or claws as a threat',
    test: /\b(?:sharp|pointy|pointed|long|gnashing|snapping|huge|jagged|razor|bared|yellow) (?:\w+ )?(?:teeth|fangs|claws|talons)\b/i,
  },
  { what: 'teeth or claws as a threat', test: /\b(?:fangs|talons)\b/i },
  { what: 'teeth or claws as a threat', test: /\bbar(?:ed|ing) (?:its|his|her|their) teeth\b/i },
  {
    what: 'screaming',
    test: /\b(?:scream|screamed|screams|screaming|shriek|shrieked|shrieking|wail|wailed|howled in (?:fear|pain))\b/i,
  },
  { what: 'cages and locking up', test: /\b(?:cage|caged|cages|dungeon|dungeons|prison|jail|locked up)\b/i },
  {
    what: 'cages and locking up',
    test: new RegExp(String.raw`\b(?:locked|trapped|shut|imprisoned) ${PERSON} (?:in|inside|away)\b`),
  },
  {
    what: 'cages and locking up',
    test: /\b(?:trapped|captured|kidnapped|imprisoned|held captive|prisoner)\b/i,
  },
  {
    what: 'villains',
    test: /\b(?:wicked|evil|villain|villains|villainous|sinister|menacing|cruel|mean old)\b/i,
  },
  {
    what: 'villains',
    test: /\b(?:scary|frightening|terrible|horrible|angry|hungry|giant|fierce) (?:\w+ )?(?:monster|beast|ogre|troll|witch|wolf|dragon|giant|creature|ghost)s?\b/i,
  },
  {
    what: 'villains',
    test: /\b(?:monster|beast|ogre|troll|wolf|dragon|creature)s? (?:\w+ ){0,3}(?:roared at|growled at|attacked|hunted|ate|eat|swallowed|wanted to eat)\b/i,
  },
  {
    what: 'death',
    test: /\b(?:die|dies|died|dying|dead|death|deadly|killed|kill|kills|killing|perish|perished|never woke up|passed away|lifeless)\b/i,
  },
  {
    what: 'injury',
    test: /\b(?:blood|bleed|bleeding|bled|(?:a|the|his|her|their|its|deep) wounds?|wounded|injured|injury|hurt badly|badly hurt|broke (?:his|her|their) (?:arm|leg|neck)|bruised|crushed|stabbed|bit (?:him|her|them))\b/i,
  },
  {
    what: 'attacks',
    test: /\b(?:attack|attacked|attacking|pounce|pounced|ambush|ambushed|hunted|hunting for (?:him|her|them)|bite|bites|biting)\b/i,
  },
  {
    what: 'loneliness and abandonment',
    test: /\b(?:abandoned|abandon|deserted|nobody (?:came|loved|wanted|cared)|no one (?:came|loved|wanted|cared)|never came back|never come back|left (?:all )?alone|all alone in the|forgot(?:ten)? about (?:him|her|them)|left behind forever|unloved|unwanted)\b/i,
  },
  {
    what: 'fear and terror',
    test: /\b(?:terrified|terrifying|horrified|petrified|panic|panicked|trembling with fear|shaking with fear|scared to death|frightened to death|nightmare|nightmares)\b/i,
  },
];

const ANY_INNOCENT_PHRASE = new RegExp(INNOCENT_PHRASES.map((re) => `(?:${re.source})`).join('|'), 'i');

/** Innocent phrases blanked out, so no later check trips on them. */
export function withoutInnocentPhrases(text: string): string {
  // Most text holds none: one pass of all of them together says so (every line of every story
  // is checked). The list is then applied in order, as written.
  if (!ANY_INNOCENT_PHRASE.test(text)) return text;
  let out = text;
  for (const re of INNOCENT_PHRASES) out = out.replace(re, ' ');
  return out;
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])["”’]?\s+|\n+/).filter((s) => s.trim() !== '');
}

/** What scary content a text holds, as short labels with the sentence ("villains: …"). */
export function scaryContent(text: string): string[] {
  const found: string[] = [];
  for (const sentence of sentences(withoutInnocentPhrases(text))) {
    for (const p of PATTERNS) {
      // PERSON patterns depend on capitals for names, so they run on the sentence as written.
      if (p.test.test(sentence)) {
        found.push(`${p.what}: "${sentence.trim().slice(0, 120)}"`);
        break;
      }
    }
  }
  return found;
}
