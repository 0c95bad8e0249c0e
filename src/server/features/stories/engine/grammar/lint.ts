/**
 * Grammar patterns a parent stumbles on when reading aloud, checked over every pack line (as
 * rendered) and over thousands of generated stories in the tests. Each finding names the rule.
 * English only: a second locale brings its own module.
 */
export interface GrammarFinding {
  rule: string;
  text: string;
}

/** Words that may be said twice on purpose ("very, very", "tap, tap", "far, far away"). */
const MEANT_TWICE =
  /^(?:very|tap|knock|far|up|down|on|slowly|softly|ding|drip|splash|boom|la|hush|yes|no|so|bye|night|toot|choo|clip|clop|bump|puff|swish|twinkle|hop|tick|tock|shh|ha|hee|ho|zoom|flap|pitter|patter|drum|rum|tum|boop|bloop|pop|more|higher|deeper|closer|bigger|brighter|again|one|by|and|row|step|back|in|out|over|ring|jingle|buzz|chirp|tweet|splish|splash|stomp|sniff|wiggle|wobble|snip|click|clap|ting|plink|plonk|bong|peep|squeak|huff|creak|crunch|swoosh|whoosh|whirr|hum|ping|dong|bing|sway|pat|rub|shake|beep|brrr|twirl|spin|glow|purr|woof|meow|quack|moo|baa|neigh|tweet|hoot|oink|ribbit|cluck|aye|knock|rap|ding|dong|bye)$/i;

const HOLLOW = [
  /\bfixed it with a (?:gadget|tool|trick)\b/i,
  /\bfound the loose part\b/i,
  /\bworked out the answer\b/i,
  /\bmade it work again\b/i,
  /\bit did the job\b/i,
  /\bthe wish came true\b/i,
  /\bthen worked out\b/i,
  /\b(?:knew|knows) all about\b/i,
  /\bknew (?:a lot|a remarkable amount|so much) about\b/i,
];

/**
 * Sentences of a text (closing quotes kept with their sentence). A quotation ending in "!" or "?"
 * followed by a lower-case word ("Wow!" said Mia.) is one sentence with its dialogue tag.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”’]?)\s+(?=["“‘(]?[\p{Lu}\p{N}])/u)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Dialogue alone: a sentence that is all quotation, its speaker named in neither. */
const BARE_QUOTE = /^["“][^"”]*["”]$/;
/** The line opens with someone speaking, not yet named ("\"Ready or not!\" Grandma laughed."). */
export const opensUnnamed = (text: string): boolean => BARE_QUOTE.test(sentencesOf(text)[0] ?? '');
/** The line ends with someone speaking, named before or not at all. */
export const endsUnnamed = (text: string): boolean => BARE_QUOTE.test(sentencesOf(text).at(-1) ?? '');

/**
 * Two sentences of dialogue in a row, neither naming its speaker ("Orange, yellow, green!" "Then
 * blue, indigo!"): a young listener cannot tell who is talking. The pair, or undefined.
 */
export function unnamedTwice(text: string): string | undefined {
  const ss = sentencesOf(text);
  const at = ss.findIndex((s, i) => i > 0 && BARE_QUOTE.test(s) && BARE_QUOTE.test(ss[i - 1] ?? ''));
  return at < 0 ? undefined : `${ss[at - 1]} ${ss[at]}`;
}

const VOWEL_SOUND = /^(?:[aeio]|u(?!ni|se|su|ti|te|ra|ro|ke|ku)|hour|honest|honou?r|heir)/i;
const CONSONANT_SOUND_EXCEPTIONS = /^(?:one|once|eu|ewe|uni|use|usu|uti|ute|ura|uro|uke|uku)/i;

function articleFindings(text: string): GrammarFinding[] {
  const out: GrammarFinding[] = [];
  // Unicode word edges: the "a" ending "Léa" is not an article (\b is ASCII only).
  for (const m of text.matchAll(/(?<![\p{L}\p{N}'’])([Aa]n?) (\p{L}[\p{L}\p{N}_-]*)/gu)) {
    const [whole, art, word] = m as unknown as [string, string, string];
    if (/^(?:is|and|to|or|for|was|b)$/i.test(word) && art === 'A') continue;
    // A capital letter said as a letter: "an X", "an F", "a B".
    const letter = /^[A-Z]$/.test(word);
    const vowel = letter
      ? /^[AEFHILMNORSX]$/.test(word)
      : VOWEL_SOUND.test(word) && !CONSONANT_SOUND_EXCEPTIONS.test(word);
    if (vowel !== (art.toLowerCase() === 'an')) out.push({ rule: 'article', text: whole });
  }
  return out;
}

/**
 * A line told without a mark at its end: the next line runs on from it when the story is put
 * together ("left the hall light on Tomasz told..."). Every telling of a line ends with . ! ? or
 * a closing quotation after one.
 */
export function unfinishedLine(text: string): boolean {
  return !/[.!?…]["”’)]?$/u.test(text.trim());
}

const PLURAL_ONLY_WAS =
  /\b(?:the|his|her|their|my|our|your) (?:covers|bedcovers|pajamas|pyjamas|trousers|scissors|glasses|clothes) was\b/giu;

/** Every finding in a text: the tests and the pack lint refuse any. */
export function grammarFindings(text: string): GrammarFinding[] {
  const out: GrammarFinding[] = [];
  for (const m of text.matchAll(/\b(\p{L}+)[\s,]+\1\b/giu)) {
    const word = (m[1] as string).toLowerCase();
    if (!MEANT_TWICE.test(word) && !/,/.test(m[0])) out.push({ rule: 'doubled word', text: m[0] });
  }
  out.push(...articleFindings(text));
  // "like butter like glitter": two likes with nothing joining them ("like toys and the roads like ribbons" is fine).
  for (const m of text.matchAll(/\blike (\w+(?: \w+)?) like\b/gi))
    if (!/\b(?:and|or|but)\b/i.test(m[1] as string)) out.push({ rule: 'like X like Y', text: m[0] });
  for (const m of text.matchAll(/\bas \w+ than\b/gi)) out.push({ rule: 'as X than', text: m[0] });
  // "The covers was tucked": a noun that is only ever plural takes "were".
  for (const m of text.matchAll(PLURAL_ONLY_WAS)) out.push({ rule: 'plural noun with "was"', text: m[0] });
  for (const m of text.matchAll(/\b(\w+ \w+) and that[.!?]/gi))
    if (!/^this way$/i.test(m[1] as string)) out.push({ rule: 'dangling "and that"', text: m[0] });
  for (const m of text.matchAll(/\b(?:the|a|an|and|of|to) [.!?,]/gi))
    out.push({ rule: 'dangling word', text: m[0] });
  // "...worked through it slowly, and." (a panel: a richer clause left out for this reader was
  // the whole of what came after "and").
  for (const m of text.matchAll(/\b(?:and|the|an)[.!?]/gi)) out.push({ rule: 'dangling word', text: m[0] });
  const sentences = sentencesOf(text);
  for (const s of sentences) {
    const start = s.replace(/^["“‘'(]+/, '');
    if (/^\p{Ll}/u.test(start)) out.push({ rule: 'lower-case sentence start', text: s });
  }
  // "But then there was a telescope. But it was broken." (panel 30): one "but" too many.
  sentences.forEach((s, i) => {
    if (i > 0 && /^But\b/.test(s) && /^But\b/.test(sentences[i - 1] as string))
      out.push({ rule: 'two sentences opening with "But"', text: `${sentences[i - 1]} ${s}` });
    // "But then there stood a telescope, but its tube had snapped": one sentence, two buts.
    if (/^But then\b[^.!?"]*, but\b/.test(s)) out.push({ rule: 'two buts in one sentence', text: s });
  });
  for (const re of HOLLOW) {
    const m = re.exec(text);
    if (m !== null) out.push({ rule: 'hollow or formula line', text: m[0] });
  }
  if (/\s[,.!?]/.test(text))
    out.push({ rule: 'space before a mark', text: /\S*\s[,.!?]/.exec(text)?.[0] ?? '' });
  if (/ {2,}/.test(text)) out.push({ rule: 'double space', text: / {2,}/.exec(text)?.[0] ?? '' });
  // An escape a writer doubled in YAML ("Everything,\\\"") prints a backslash a parent would read out.
  if (text.includes('\\')) out.push({ rule: 'stray backslash', text: /\S*\\\S*/.exec(text)?.[0] ?? '\\' });
  out.push(...garbledFindings(text));
  out.push(...doubledStemFindings(text));
  return out;
}

/** Words that make the next word or two a noun: "for a rest", "a big smile". */
const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'one',
  'another',
  'his',
  'her',
  'their',
  'its',
  'my',
  'your',
  'our',
  'for',
]);
/** Someone doing something: the word after them is a verb. */
const SUBJECTS = /^(?:i|you|you'd|we|they|he|she|it|who|everyone|anyone)$/;
/** Where a clause ends: a mark, or a joining word that starts another one. */
const CLAUSE_BREAK = /[.!?;:,—–"“”()]+|\b(?:and|but|then|while|which|so|until|because)\b/i;
/** How far apart, in words, the two forms may stand and still be heard as one stumble. */
const STEM_WINDOW = 8;

/** The plain forms a past-tense verb may come from: rested → rest, smiled → smile, hummed → hum. */
function pastBases(word: string): string[] {
  if (word.endsWith('ied')) return [`${word.slice(0, -3)}y`];
  if (!word.endsWith('ed') || word.endsWith('eed') || word.length < 5) return [];
  const stem = word.slice(0, -2);
  const bases = [stem, `${stem}e`];
  if (stem.length >= 3 && stem.at(-1) === stem.at(-2)) bases.push(stem.slice(0, -1));
  return bases;
}

/**
 * One word stem said twice in a short clause, as a verb and then as its own noun: "Wren rested on
 * the moon for a rest", "the lantern smiled a big smile", "yawned a sleepy yawn". Read aloud it
 * sounds like a slip; say it once ("rested on the moon", "gave a big smile").
 */
export function doubledStemFindings(text: string): GrammarFinding[] {
  const out: GrammarFinding[] = [];
  for (const clause of text.split(CLAUSE_BREAK)) {
    const words = (clause.match(/\p{L}[\p{L}'-]*/gu) ?? []).map((w) => w.toLowerCase());
    words.forEach((word, i) => {
      const bases = pastBases(word);
      if (bases.length === 0) return;
      for (let j = i + 1; j < Math.min(words.length, i + STEM_WINDOW); j++) {
        const other = words[j] as string;
        if (!bases.includes(other)) continue;
        // A noun: a determiner stands just before it ("for a rest", "a big smile"), with no one
        // between them to make it a verb again ("the way you stroke a kitten").
        const before = words.slice(Math.max(i + 1, j - 3), j);
        const det = before.findLastIndex((w) => DETERMINERS.has(w));
        if (det >= 0 && !before.slice(det + 1).some((w) => SUBJECTS.test(w)))
          out.push({ rule: 'one stem twice in a clause', text: `${word} … ${other}` });
      }
    });
  }
  return out;
}

/**
 * Slips a line can make when one of its alternatives meets a variable: an inverted speech tag
 * with an adverb before an indefinite subject ("said softly a spotted pony") or before a greeting
 * ("said softly good night to the heron"), and an article
 * before an adjective phrase with no noun ("look the just alike"). A rendering with one is never
 * told (tell/render.ts picks another); the tests look for them in thousands of stories.
 */
/** How a word is said, in a speech tag ("said softly"): not "asked exactly the right question". */
const MANNER =
  '(?:softly|quietly|gently|sleepily|happily|sadly|kindly|proudly|shyly|brightly|warmly|cheerfully|loudly|dreamily|drowsily|tenderly)';

const GARBLED: readonly { rule: string; re: RegExp }[] = [
  {
    rule: 'said <adverb> a <noun>',
    re: /\b(?:said|asked|called|whispered|replied|answered|added|cried|sang|murmured)\s+(?!only\b)\p{L}+ly\s+(?:a|an)\s+\p{L}+/giu,
  },
  // Seventh panel: "called softly the dinosaur" (a name met "called softly"), "asked sleepily
  // softly" (the bedtime "asked sleepily" met a softened tag), "light as air like honey".
  {
    rule: 'said <adverb> the <noun>',
    re: new RegExp(
      `\\b(?:said|asked|called|replied|answered|added|cried|murmured)\\s+${MANNER}\\s+the\\s+\\p{L}+`,
      'giu',
    ),
  },
  {
    rule: 'said <adverb> <adverb>',
    re: new RegExp(
      `\\b(?:said|asked|called|whispered|replied|answered|added|cried|murmured)\\s+${MANNER}\\s+${MANNER}\\b`,
      'giu',
    ),
  },
  // "as much like a rainbow" is English; "as air like honey" is two similes run together.
  {
    rule: 'as X like Y',
    re: /\bas\s+(?!much\b|little\b|if\b|though\b)\p{L}+\s+like\s+(?:a |an |the )?\p{L}+/giu,
  },
  { rule: 'the just', re: /\b(?:the|a|an)\s+just\b(?!-)/giu },
  // "said softly good night to the heron": a greeting said is a noun ("said a soft good night").
  {
    rule: 'said <adverb> good night',
    re: /\b(?:said|called|whispered)\s+\p{L}+ly\s+(?:good ?night|good-?bye|hello|thank you|sorry)\b/giu,
  },
  // "Bye-bye, the frog wearing a crown!" (panel 33): one with no name of their own is not called
  // "the frog" to their face; a line that says {companion.name} to them is for a named one.
  {
    rule: 'called "the ..." to their face',
    re: /\b(?:bye-bye|bye|goodbye|good night|night night|night, night|see you soon|see you|sleep well|sweet dreams|thank you|thanks|hello|hi|my friend),\s+the\s+[^"”.!?]*[!?.]["”]/giu,
  },
  {
    rule: 'asked "the ..." by that name',
    re: /\byou\b[^"”]*,\s+the\s+(?:\p{L}+\s+){0,3}\p{L}+\?["”]/giu,
  },
  // "At last, the sleepy dragon slept at last": a line's opening meets a variable that says it too.
  {
    rule: 'one time phrase twice in a sentence',
    re: /\b(at last|just like that|all of a sudden|in the end)\b[^.!?]*?\b\1\b/giu,
  },
];

/** Whether a text holds any of the slips `garbledFindings` lists (a rendering is checked each time). */
export function isGarbled(text: string): boolean {
  return GARBLED.some(({ re }) => text.search(re) >= 0);
}

export function garbledFindings(text: string): GrammarFinding[] {
  return GARBLED.flatMap(({ rule, re }) => [...text.matchAll(re)].map((m) => ({ rule, text: m[0] })));
}

/** Small words a phrase said twice may share without being heard twice ("of the", "in a"). */
const LIGHT =
  /^(?:a|an|the|and|or|but|of|to|in|on|at|by|for|with|up|down|out|off|it|its|his|her|their|they|he|she|was|were|is|so|as|all|one|then|very|too|just|that|this|from|into|over|round|back|again|more|little|had|has|have|been|being|would|could|should|will|can|did|do|does|not|no|never|still|once|now|be|are|am|if|when|who|what|which|there|here|some|any|each|every|our|my|your|them|him|me|we|you|i)$/;

/**
 * Two words said twice in one sentence: "drifted past the swaying kelp to a swaying kelp forest"
 * (a panel heard a variable meet its own words in the template). Sounds said again on purpose
 * ("sparkle, sparkle") repeat one word, not a pair; a pair the template itself says twice ("two
 * days before it and two days after") is meant: `meant` is that template (tell/render.ts).
 */
export function phraseTwice(text: string, meant = ''): string | undefined {
  const pair = pairTwice(text);
  if (pair === undefined || meant === '') return pair;
  const written = ` ${(meant.toLowerCase().match(/\p{L}[\p{L}'-]*/gu) ?? []).join(' ')} `;
  return written.split(` ${pair} `).length > 2 ? undefined : pair;
}

function pairTwice(text: string): string | undefined {
  for (const sentence of sentencesOf(text)) {
    const words = sentence.match(/\p{L}[\p{L}'-]*/gu) ?? [];
    const seen = new Set<string>();
    for (let i = 0; i + 1 < words.length; i++) {
      const [a, b] = [(words[i] as string).toLowerCase(), (words[i + 1] as string).toLowerCase()];
      // Only a describing word and its thing: "looked left, and looked right", "said hello, and
      // Crumble said hello back" and a name said twice are meant.
      const named = /^\p{Lu}/u.test(words[i] as string) && i > 0;
      if (a === b || named || LIGHT.test(a) || LIGHT.test(b) || a === 'said' || PAST_FORMS.test(a)) continue;
      const pair = `${a} ${b}`;
      if (seen.has(pair)) return pair;
      seen.add(pair);
    }
  }
  return undefined;
}

/** Past forms the tagger may read as nouns ("the path wound past", "they shared it"). */
const PAST_FORMS =
  /\b(?:\w+ed|wound|spread|rose|set|lay|sat|bent|hid|led|fed|fit|put|let|read|shut|cut|hung|saw|ate|dug|caught|brought|thought|taught|bought|sent|spent|built|meant|ran|came|went|took|gave|made|held|found|told|felt|kept|left|lit|slid|spun|swam|flew|drew|grew|hung|rang|sang|shone|stood|threw|woke|wore|wrote|turns?|comes?|goes?|looks?|shines?)\b/i;

/**
 * Sentences with no verb outside dialogue: broken joins like "Teeth were brushed clean and a
 * little song." read the same way. Picture-book fragments are left alone: exclamations, lists,
 * and anything under seven words ("Socks, but no scarf.").
 */
export function verblessSentences(text: string, hasVerb: (sentence: string) => boolean): string[] {
  return sentencesOf(text).filter((s) => {
    const plain = s.replace(/["“][^"”]*["”]/g, '').trim();
    if (!plain.endsWith('.') || plain.split(/\s+/).length < 7) return false;
    // A list ("One step, two steps, three steps.") is said, not told.
    if ((plain.match(/,/g) ?? []).length >= 2) return false;
    if (PAST_FORMS.test(plain)) return false;
    // "A butterfly wiggles out": the word after a subject is its verb, whatever the tagger says.
    if (/^(?:A|An|The|Every|Each)\s+[\w-]+\s+[\w-]+s\b/.test(plain)) return false;
    return !hasVerb(plain);
  });
}
