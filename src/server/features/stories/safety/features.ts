import {
  ANIMAL_NOUNS,
  BODY_PARTS,
  COSTUME_CUES,
  DISASTER_NOUNS,
  DISTRESS,
  FOOD_NOUNS,
  HARM_VERBS,
  IRREGULAR,
  PERSON_NOUNS,
  PERSON_PRONOUNS,
  PLAY_CUES,
  SUPERNATURAL,
  THING_NOUNS,
  WEAPON_NOUNS,
} from './lexicon.js';

/**
 * A sentence as the classifier sees it: its words brought to base forms, word pairs, what kind
 * of word each is (harm, person, weapon, play...), and who a harm is done to. Fast on purpose
 * (no tagger): every sentence of every story is read, thousands a second.
 */
const SUFFIXES: readonly [RegExp, string][] = [
  [/ies$/, 'y'],
  [/([^aeiou])ied$/, '$1y'],
  [/(ss|sh|ch|x|z)es$/, '$1'],
  [/([a-z]{3,})ing$/, '$1'],
  [/([a-z]{3,})ed$/, '$1'],
  [/([a-z]{2,}[^s])s$/, '$1'],
];

const known = new Map<string, string>();

/** "biting" → "bite", "pushed" → "push", "wolves" → "wolf": near enough to meet the lexicon. */
export function stem(word: string): string {
  const w = word.toLowerCase();
  let s = known.get(w);
  if (s !== undefined) return s;
  s = IRREGULAR[w] ?? w;
  if (s === w)
    for (const [re, to] of SUFFIXES)
      if (re.test(w)) {
        s = w.replace(re, to);
        break;
      }
  // A doubled consonant left by a suffix ("hitt", "grabb") and a dropped e ("bit" + "ing" = "bit").
  if (s !== w && /([bdgmnprt])\1$/.test(s)) s = s.slice(0, -1);
  if (s !== w && !HARM_VERBS.has(s) && HARM_VERBS.has(`${s}e`)) s = `${s}e`;
  if (known.size > 20_000) known.clear();
  known.set(w, s);
  return s;
}

export interface Token {
  word: string;
  stem: string;
  /** Written with a capital, not at the sentence's start: a name. */
  name: boolean;
}

export function tokens(sentence: string): Token[] {
  const out: Token[] = [];
  for (const m of sentence.matchAll(/[\p{L}'-]+/gu)) {
    const word = (m[0] as string).replace(/^'+|'+$/g, '').replace(/'s$/, '');
    if (word === '') continue;
    out.push({ word, stem: stem(word), name: m.index !== 0 && /^\p{Lu}/u.test(word) && out.length > 0 });
  }
  return out;
}

const KIND: readonly [string, (s: string) => boolean][] = [
  ['K:harm', (s) => HARM_VERBS.has(s)],
  ['K:person', (s) => PERSON_NOUNS.has(s) || PERSON_PRONOUNS.has(s)],
  ['K:animal', (s) => ANIMAL_NOUNS.has(s)],
  ['K:body', (s) => BODY_PARTS.has(s)],
  ['K:food', (s) => FOOD_NOUNS.has(s)],
  ['K:thing', (s) => THING_NOUNS.has(s)],
  ['K:weapon', (s) => WEAPON_NOUNS.has(s)],
  ['K:disaster', (s) => DISASTER_NOUNS.has(s)],
  ['K:distress', (s) => DISTRESS.has(s)],
  ['K:super', (s) => SUPERNATURAL.has(s)],
  ['K:play', (s) => PLAY_CUES.has(s)],
  ['K:costume', (s) => COSTUME_CUES.has(s)],
];

const NEGATION = new Set(['not', 'never', 'no', "didn't", "wasn't", "couldn't", "wouldn't", 'nothing']);

function kindsOf(t: Token): string[] {
  const out: string[] = [];
  if (t.name) out.push('K:person');
  for (const [k, test] of KIND) if (test(t.stem) || test(t.word.toLowerCase())) out.push(k);
  return out;
}

/** Every feature of a sentence (a name for each; the model holds their weights). */
export function features(sentence: string): string[] {
  const ts = tokens(sentence);
  const feats = new Set<string>();
  const kinds = ts.map(kindsOf);
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i] as Token;
    const w = t.name ? 'NAME' : t.stem;
    feats.add(`w:${w}`);
    const next = ts[i + 1];
    if (next !== undefined) feats.add(`b:${w}_${next.name ? 'NAME' : next.stem}`);
    for (const k of kinds[i] ?? []) feats.add(k);
    // What a harm is done to: the nearest person, animal, body part, food or thing after it.
    if ((kinds[i] ?? []).includes('K:harm')) {
      for (let j = i + 1; j < Math.min(ts.length, i + 5); j++) {
        const target = (kinds[j] ?? []).find((k) => k !== 'K:harm' && k !== 'K:play' && k !== 'K:costume');
        if (target !== undefined) {
          feats.add(`harm>${target}`);
          feats.add(`harm:${t.stem}>${target}`);
          break;
        }
      }
    }
    if (NEGATION.has(t.word.toLowerCase())) feats.add('K:negation');
  }
  const all = new Set(kinds.flat());
  // Pairs of kinds in one sentence: a weapon and a person, a monster and the night, play and a roar.
  const list = [...all].sort();
  for (let a = 0; a < list.length; a++)
    for (let b = a + 1; b < list.length; b++) feats.add(`pair:${list[a]}+${list[b]}`);
  feats.add('bias');
  return [...feats];
}
