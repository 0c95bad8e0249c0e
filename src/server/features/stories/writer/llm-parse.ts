import { READING_WORDS_PER_MINUTE } from '../../../../shared/constants.js';
import { countWords } from '../safety/readability.js';
import type { WrittenStory } from './types.js';

/**
 * Turns what a model wrote into a WrittenStory. Models are asked for plain text with a
 * "Title:" line, but they add markdown anyway, so this is forgiving about the shape and strict
 * about the result: plain paragraphs joined by "\n\n", no title inside the content.
 */

const TITLE_LINE = /^title\s*[:：]\s*(.*)$/i;

/** Inline markdown goes; the words stay. */
function stripInline(line: string): string {
  return line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\p{L}\p{N}])[*_](\S(?:.*?\S)?)[*_](?![\p{L}\p{N}])/gu, '$1$2')
    .replace(/\*+/g, '')
    .trim();
}

interface Line {
  text: string;
  heading: boolean;
}

function toPlainLines(raw: string): Line[] {
  const lines: Line[] = [];
  for (const original of raw.replace(/\r\n?/g, '\n').split('\n')) {
    let s = original.trim();
    if (/^(?:```|~~~)/.test(s) || /^(?:-{3,}|\*{3,}|_{3,}|={3,})$/.test(s)) {
      lines.push({ text: '', heading: false });
      continue;
    }
    const heading = /^#{1,6}\s+/.test(s);
    s = s
      .replace(/^#{1,6}\s+/, '')
      .replace(/^(?:>\s?)+/, '')
      .replace(/^(?:[-*+•]|\d+[.)])\s+/, '');
    lines.push({ text: stripInline(s), heading });
  }
  return lines;
}

function cleanTitle(s: string): string {
  return s
    .replace(/^["'“”‘’]+|["'“”‘’]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
}

export interface ParsedStoryText {
  title: string;
  paragraphs: string[];
}

export function parseStoryText(raw: string, fallbackTitle: string): ParsedStoryText {
  const lines = toPlainLines(raw);
  let title = '';
  const first = lines.findIndex((l) => l.text !== '');
  if (first !== -1) {
    const line = lines[first] as Line;
    const labelled = TITLE_LINE.exec(line.text);
    // A lone short heading is a title too ("# The Moon Boat"), but a first paragraph is not.
    const nextBlank = (lines[first + 1]?.text ?? '') === '';
    if (labelled) {
      title = cleanTitle(labelled[1] ?? '');
      lines.splice(first, 1);
    } else if (line.heading || (nextBlank && countWords(line.text) <= 10 && !/[.!?,;]$/.test(line.text))) {
      title = cleanTitle(line.text);
      lines.splice(first, 1);
    }
  }

  const paragraphs: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) paragraphs.push(current.join(' '));
    current = [];
  };
  for (const line of lines) {
    if (line.text === '') flush();
    // A model that also labels the story ("Story:") should not have that label read aloud.
    else if (!(paragraphs.length === 0 && current.length === 0 && /^story\s*[:：]?$/i.test(line.text))) {
      current.push(line.text);
    }
  }
  flush();
  return { title: title === '' ? fallbackTitle : title, paragraphs };
}

export function toWrittenStory(parsed: ParsedStoryText): WrittenStory {
  const content = parsed.paragraphs.join('\n\n');
  const wordCount = countWords(content);
  return {
    title: parsed.title,
    content,
    wordCount,
    readingTime: Math.max(1, Math.ceil(wordCount / READING_WORDS_PER_MINUTE)),
  };
}
