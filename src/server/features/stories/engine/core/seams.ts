/**
 * Connectives that only fit some sentences. Plan and option text often opens with a choice of
 * connective ("[|Then |Soon enough, ]the wind had knocked…"), written before the rest of the
 * sentence was known; a connective of a sudden moment ("Just then", "Then", "Soon") cannot open
 * a past perfect ("Just then, Mom had spent the afternoon…"), and "By then" cannot sit with
 * "now". Where one does, the connective is left out: the sentence reads well without it.
 */
const CONNECTIVE =
  /^(["“]?)(?:Just then|And then|But then|Then|Soon enough|Soon|After that|Next|Meanwhile|Suddenly|All at once|At that moment|By then|Right then),? /;

/** Past participles that follow "had" in a past perfect ("had spent", "had been"). */
const IRREGULAR = new Set(
  'been spent made done gone taught told said brought found left kept built won seen fallen given taken written grown begun known shown thought caught held heard put set run come become sat stood slept read lost got gotten forgotten hidden chosen drawn flown thrown worn torn woken broken spoken stuck swept felt meant sent lent bent dug hung spun shone'.split(
    ' ',
  ),
);
const isParticiple = (word: string): boolean => {
  const w = word.replace(/[^\p{L}]+$/u, '').toLowerCase();
  return /ed$/.test(w) || IRREGULAR.has(w);
};

/** The subject is a few words at most ("Mom", "the red fox", "her best friend Lily"). */
const SUBJECT_WORDS = 4;

function pastPerfect(rest: string): boolean {
  const words = rest.split(/\s+/);
  for (let i = 1; i <= SUBJECT_WORDS && i < words.length - 1; i++) {
    if (words[i] === 'had') {
      let next = i + 1;
      // "had just filled", "had already gone", "had long since curled"
      while (/^(?:just|already|long|since|once|always|never|only|finally|all)$/.test(words[next] ?? ''))
        next++;
      return isParticiple(words[next] ?? '');
    }
  }
  return false;
}

const capFirst = (s: string): string =>
  s.replace(/^(["“]?)(\p{Ll})/u, (_m, q: string, c: string) => q + c.toUpperCase());

/** Any connective at all: most sentences have none, and are returned at once. */
const ANY = /\b(?:[Tt]hen|Soon|After that|Next|Meanwhile|Suddenly|All at once|At that moment)\b/;

/** Sentences whose opening connective does not fit lose it; everything else is unchanged. */
export function smoothConnectives(text: string): string {
  if (!ANY.test(text)) return text;
  return text
    .split(/(?<=[.!?]["”]?)(?=\s)/)
    .map((chunk) => {
      const lead = /^\s*/.exec(chunk)?.[0] ?? '';
      const sentence = chunk.slice(lead.length);
      const m = CONNECTIVE.exec(sentence);
      if (m === null) return chunk;
      const rest = sentence.slice(m[0].length);
      const byThenNow = /^["“]?By then\b/.test(sentence) && /\bnow\b/i.test(rest);
      if (!byThenNow && !pastPerfect(rest)) return chunk;
      return lead + capFirst((m[1] ?? '') + rest);
    })
    .join('');
}

/** A verb before its subject, as after "so" in "So was Maya" or "And so did the fox". */
const INVERTED = /^(?:was|were|did|does|is|are|had|has|could|would)\b/;

/** "And" or "So" opening a sentence (with what follows it: "And so", "And then"). */
const OPENER = /^(["“]?)(And|So)(?: (so|then))? (?=\S)/;

/**
 * Two sentences in a row that open alike ("And the lamps were dim. And the wand was cracked.
 * And…"; "So Noah imagined a way. So Noah…") read as a list, not a story: pieces written apart
 * (a plan's line, a solution, a detail) may each open with one. The second loses its opener
 * ("And so" keeps "So", "And then" keeps "Then"). A sentence that opens with "So" and goes on
 * ", so …" keeps only the second.
 */
export function varyOpeners(paragraph: string): string {
  if (!/\b(?:And|So) /.test(paragraph)) return paragraph;
  let before = '';
  return paragraph
    .split(/(?<=[.!?]["”]?)(?=\s)/)
    .map((chunk) => {
      const lead = /^\s*/.exec(chunk)?.[0] ?? '';
      let sentence = chunk.slice(lead.length);
      const m = OPENER.exec(sentence);
      const word = m?.[2];
      // "So was Maya", "And so did the fox": the opener carries the sentence and stays.
      const carries = m !== null && INVERTED.test(sentence.slice(m[0].length));
      if (m !== null && !carries && (word === before || (word === 'So' && /, so\b/.test(sentence)))) {
        const kept = m[3] === undefined ? '' : `${m[3]} `;
        sentence = capFirst((m[1] ?? '') + kept + sentence.slice(m[0].length));
      }
      before = OPENER.exec(sentence)?.[2] ?? '';
      return lead + sentence;
    })
    .join('');
}
