import type { StoryWriterInput } from './types.js';

/**
 * What a parent typed, reduced to what a story can use before it goes to an outside writer or
 * judge (issue 25): addresses, postcodes, school and class names go; a sentence about someone's
 * health or hard circumstances (a diagnosis, medication, prison, a court case, debts) goes whole,
 * except that a child missing someone keeps "misses Dad". "Is starting at a new school" stays;
 * the school's name does not. E-mail addresses, phone numbers and the child's other names are
 * removed by llm-prompt.ts.
 */

/** Health and medical details: never needed for a bedtime story. */
const HEALTH =
  /\b(?:diagnos\w*|autis\w*|asd|adhd|add|dyslexi\w*|dyspraxi\w*|epilep\w*|seizures?|diabet\w*|asthma\w*|allerg\w*|eczema|anxiety disorder|ocd|depress\w*|therap\w*|medication|meds|inhaler|insulin|hospital\w*|surgery|operation|cancer|chemo\w*|leukaemia|leukemia|tumou?r|disabilit\w*|disabled|cerebral palsy|down'?s syndrome|speech delay|sen\b|ehcp|iep|paediatrician|pediatrician|psychiatr\w*|psycholog\w*|counsell?or|counsell?ing)\b/i;

/** Other people's circumstances a story has no use for. */
const CIRCUMSTANCES =
  /\b(?:prison|jail|gaol|incarcerated|arrested|police (?:came|took|were called)|court (?:case|hearing|order)|family court|in court|custody|divorc\w*|(?:parents (?:are |have |got )?separated)|separated parents|split up|restraining order|social worker|social services|foster (?:care|home|parents?|family|carers?)|rehab|addict\w*|alcoholi\w*|drinking problem|on drugs|took drugs|drug use|overdose|unemployed|redundan\w*|lost (?:his|her|their) job|debts?|bankrupt\w*|evict\w*|homeless|deport\w*|immigration|asylum|abus\w*)\b/i;

const RELATION =
  /\b(?:mum|mummy|mom|mommy|mama|mother|dad|daddy|papa|father|grandma|granny|nana|nan|grandpa|grandad|granddad|grandfather|grandmother|aunt|auntie|uncle|brother|sister|cousin)\b/i;

const STREET =
  /\b\d{1,5}[a-z]?,?\s+(?:[A-Z][\w'-]*\s+){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Close|Way|Court|Ct|Place|Pl|Crescent|Cres|Terrace|Gardens|Grove|Boulevard|Blvd|Square|Sq|Row|Mews|Hill|Park)\b\.?(?:,?\s+[A-Z][\w'-]+)*/g;
const LIVES_AT = /\b(?:we|they|he|she|i)\s+(?:live|lives|living)\s+(?:at|on|in)\s+[^.!?;]*/gi;
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/g;
const ZIP = /\b\d{5}(?:-\d{4})?\b/g;
const SCHOOL_NAME =
  /\b(?:(?:St\.?|Saint)\s+)?(?:[A-Z][\w'-]*\s+){1,4}(?:Primary|Elementary|Infants?|Junior|Middle|High|Nursery|Preschool|Pre-school|Kindergarten|Montessori|Academy|School|College)(?:\s+(?:School|Academy))?\b/g;
const CLASS_NAME =
  /\b(?:in\s+)?(?:(?:(?:Mr|Mrs|Ms|Miss|Mx)\.?\s+[A-Z][\w'-]+'s\s+class)|(?:class|year|grade|room|form)\s+\d{1,2}\s*[A-Z]?\b|(?:class|form)\s+[A-Z]{1,2}\d?\b)/g;

function sentencesOf(text: string): string[] {
  return text.match(/[^.!?;\n]+[.!?;]*/g) ?? [];
}

/** One sentence kept, reduced ("misses Dad"), or dropped (empty). */
function minimiseSentence(sentence: string): string {
  if (HEALTH.test(sentence)) return '';
  if (CIRCUMSTANCES.test(sentence)) {
    const who = RELATION.exec(sentence)?.[0];
    // The parent wrote about someone the child misses: the story may say so, nothing more.
    return who !== undefined && /\b(?:miss\w*|away|far|visit\w*)\b/i.test(sentence)
      ? `misses ${who.toLowerCase()}.`
      : '';
  }
  return sentence
    .replace(STREET, ' ')
    .replace(LIVES_AT, ' ')
    .replace(UK_POSTCODE, ' ')
    .replace(ZIP, ' ')
    .replace(SCHOOL_NAME, (name) => (/^(?:a|the|new|big|my|our)\b/i.test(name) ? name : 'school'))
    .replace(CLASS_NAME, ' ');
}

/** The free-text fields of a request, minimised (the rest are enums, names and short lists). */
export function minimiseInput(input: StoryWriterInput): StoryWriterInput {
  const text = (v: string | undefined) => (v === undefined ? undefined : minimiseText(v));
  return {
    ...input,
    customPrompt: text(input.customPrompt),
    familyFriends: text(input.familyFriends),
    setting: text(input.setting),
    learningGoals: text(input.learningGoals),
  };
}

export function minimiseText(text: string): string {
  return sentencesOf(text)
    .map((s) => minimiseSentence(s.trim()))
    .filter((s) => /\p{L}/u.test(s))
    .join(' ')
    .replace(/\s+([,.!?;])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
