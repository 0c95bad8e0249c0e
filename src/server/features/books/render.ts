import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { BOOK_TEXT, type TBookPageSize } from '../../../shared/books.js';
import { storyCover } from '../../../shared/cover-art.js';
import { paragraphTexts, storyDocument, type TStoryDocument } from '../../../shared/story-document.js';

/** One story as the book prints it. */
export interface BookStory {
  id: string;
  title: string;
  content: string;
  /** The story's document (issue 27); stories saved before it are read through the same splitter. */
  document?: TStoryDocument | null;
  theme?: string;
  setting?: string | null;
}

export interface BookInput {
  pageSize: TBookPageSize;
  /** First names on the cover ("Stories for Mia and Leo"). */
  names: string[];
  stories: BookStory[];
  /** The PDF's creation date: fixed by the caller (the newest story's), so equal books are equal bytes. */
  date: Date;
}

const MM = 72 / 25.4;
/** Trim sizes in points. */
const TRIM: Record<TBookPageSize, [number, number]> = {
  A5: [148 * MM, 210 * MM],
  'half-letter': [5.5 * 72, 8.5 * 72],
};
/** 3 mm of bleed all round: a print shop trims it; the cover's night sky runs into it. */
export const BLEED = 3 * MM;
/**
 * Margins from the trim edge: wide enough that a home printer's unprintable edge (about 5 mm),
 * a slightly off cut and a stapled or glued spine never touch the words. The same on both sides:
 * a home printer prints one side, and text that runs on to the next page keeps its left edge.
 */
const MARGIN = { top: 18 * MM, bottom: 22 * MM, side: 18 * MM };
const PAGE_MARGINS = {
  top: BLEED + MARGIN.top,
  bottom: BLEED + MARGIN.bottom,
  left: BLEED + MARGIN.side,
  right: BLEED + MARGIN.side,
};

const INK = '#1f2340';
const SOFT_INK = '#5a5f7d';
const NIGHT = '#141a45';
const CREAM = '#f8efdf';
const GOLD = '#f6c25b';

/** Literata (SIL Open Font License), from its npm package: found the same way from the bundle. */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve('@fontsource/literata/files/literata-latin-400-normal.woff'),
  italic: require.resolve('@fontsource/literata/files/literata-latin-400-italic.woff'),
  bold: require.resolve('@fontsource/literata/files/literata-latin-700-normal.woff'),
};

/** The page's size with bleed (the MediaBox) and its trim size, in points. */
export function pageBoxes(size: TBookPageSize) {
  const [w, h] = TRIM[size];
  return { trim: [w, h] as const, media: [w + 2 * BLEED, h + 2 * BLEED] as const };
}

/** Paragraphs of a story as its reader shows them: the story's one document. */
const paragraphsOf = (story: BookStory): string[] =>
  paragraphTexts(story.document ?? storyDocument(story.content));

/**
 * The picture book as PDF bytes: a cover ("Stories for Mia"), then each story from a new page
 * with its cover art, title and text in a serif at read-aloud size, page numbers at the foot.
 * `onStory` is told after each story is laid out (the job's progress).
 */
export async function renderBook(
  input: BookInput,
  onStory: (done: number) => void | Promise<void> = () => undefined,
): Promise<{ bytes: Uint8Array; pageCount: number }> {
  const { trim, media } = pageBoxes(input.pageSize);
  const [trimW, trimH] = trim;
  const doc = new PDFDocument({
    size: [media[0], media[1]],
    autoFirstPage: false,
    // Pages a long story runs on to take these too.
    margins: PAGE_MARGINS,
    bufferPages: true,
    compress: true,
    info: {
      Title: BOOK_TEXT.coverLine(input.names),
      Author: BOOK_TEXT.title,
      Creator: BOOK_TEXT.title,
      Producer: BOOK_TEXT.title,
      CreationDate: input.date,
      ModDate: input.date,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('serif', FONT_FILES.regular);
  doc.registerFont('serif-italic', FONT_FILES.italic);
  doc.registerFont('serif-bold', FONT_FILES.bold);

  doc.on('pageAdded', () => {
    const box = [BLEED, BLEED, BLEED + trimW, BLEED + trimH];
    // The print shop's boxes: cut at the trim, the art runs out to the bleed.
    const page = doc.page.dictionary.data as Record<string, unknown>;
    page.TrimBox = box;
    page.BleedBox = [0, 0, media[0], media[1]];
  });
  const addPage = () => doc.addPage({ size: [media[0], media[1]], margins: PAGE_MARGINS });

  drawCover(doc, input, media);

  for (const [index, story] of input.stories.entries()) {
    addPage();
    // Each story starts on a fresh page (a home printer prints one side: no blank versos).
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const art = storyCover(story).svg;
    const artHeight = (width * 200) / 320;
    SVGtoPDF(doc, art, left, doc.page.margins.top, {
      width,
      height: artHeight,
      preserveAspectRatio: 'xMidYMid meet',
    });
    doc.y = doc.page.margins.top + artHeight + 20;
    doc.x = left;
    doc
      .font('serif-bold')
      .fontSize(19)
      .fillColor(INK)
      .text(story.title, left, doc.y, { width, align: 'center', lineGap: 2 });
    doc.moveDown(0.4);
    const ruleY = doc.y + 4;
    doc
      .moveTo(left + width / 2 - 18, ruleY)
      .lineTo(left + width / 2 + 18, ruleY)
      .lineWidth(1)
      .strokeColor(GOLD)
      .stroke();
    doc.y = ruleY + 16;
    doc.font('serif').fontSize(13.5).fillColor(INK);
    for (const paragraph of paragraphsOf(story)) {
      doc.text(paragraph, doc.page.margins.left, doc.y, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        align: 'left',
        lineGap: 5,
        paragraphGap: 9,
      });
    }
    doc.moveDown(0.6);
    doc
      .font('serif-italic')
      .fontSize(12)
      .fillColor(SOFT_INK)
      .text(BOOK_TEXT.theEnd, doc.page.margins.left, doc.y, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        align: 'center',
      });
    await onStory(index + 1);
  }

  // Page numbers at the foot of every page but the cover (which counts as page 1).
  const range = doc.bufferedPageRange();
  for (let i = range.start + 1; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the margin must not add a page
    doc
      .font('serif')
      .fontSize(10)
      .fillColor(SOFT_INK)
      .text(String(i + 1), 0, doc.page.height - BLEED - MARGIN.bottom / 2 - 5, {
        width: doc.page.width,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  const pageCount = range.count;
  doc.end();
  await finished;
  return { bytes: new Uint8Array(Buffer.concat(chunks)), pageCount };
}

/** The cover: a night sky to the bleed, a moon, and "Stories for Mia" in cream. */
function drawCover(doc: PDFKit.PDFDocument, input: BookInput, media: readonly [number, number]) {
  doc.addPage({ size: [media[0], media[1]], margins: { top: 0, bottom: 0, left: 0, right: 0 } });
  const [w, h] = media;
  doc.rect(0, 0, w, h).fill(NIGHT);
  // Stars placed by a fixed little generator: the same book, the same sky.
  let seed = 7;
  const rnd = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = 0; i < 38; i++) {
    const x = BLEED + rnd() * (w - 2 * BLEED);
    const y = BLEED + rnd() * h * 0.55;
    doc
      .circle(x, y, 0.6 + rnd() * 1.1)
      .fillOpacity(0.5 + rnd() * 0.5)
      .fill(CREAM);
  }
  doc.fillOpacity(1);
  const moonX = w / 2;
  const moonY = h * 0.3;
  doc.circle(moonX, moonY, 44).fill(GOLD);
  doc.circle(moonX + 18, moonY - 10, 40).fill(NIGHT);
  const textWidth = w - 2 * (BLEED + MARGIN.side);
  const textX = (w - textWidth) / 2;
  doc
    .font('serif-bold')
    .fontSize(28)
    .fillColor(CREAM)
    .text(BOOK_TEXT.coverLine(input.names), textX, h * 0.5, {
      width: textWidth,
      align: 'center',
      lineGap: 4,
    });
  doc.moveDown(0.8);
  doc
    .font('serif-italic')
    .fontSize(14)
    .fillColor(GOLD)
    .text(BOOK_TEXT.title, textX, doc.y, { width: textWidth, align: 'center' });
  doc.moveDown(0.3);
  doc
    .font('serif')
    .fontSize(11)
    .fillColor(CREAM)
    .text(BOOK_TEXT.subtitle, textX, doc.y, { width: textWidth, align: 'center' });
}
