import nlp from 'compromise';

const known = new Map<string, { past: string; gerund: string }>();

/** The past tense and the -ing form of a verb the parent typed ("fly": "flew", "flying"). */
export function conjugate(verb: string): { past: string; gerund: string } {
  let forms = known.get(verb);
  if (forms === undefined) {
    const past = nlp(verb).verbs().toPastTense().text('normal').trim();
    const gerund = nlp(verb)
      .verbs()
      .toGerund()
      .text('normal')
      .replace(/^(?:is|are|am)\s+/, '')
      .trim();
    forms = { past: past || `${verb}ed`, gerund: gerund || `${verb}ing` };
    if (known.size > 500) known.clear();
    known.set(verb, forms);
  }
  return forms;
}
