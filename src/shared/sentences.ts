/**
 * Paragraphs (split on newlines, blank lines skipped, as the reader shows them) of sentences.
 * One splitter for the offline voice, the recorder's one-sentence-at-a-time screen and the
 * server that joins the recorded takes: sentence n means the same words everywhere.
 */
export function splitIntoSentences(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
    .map((p) =>
      (p.match(/[^.!?…]+(?:[.!?…]+["'”’)\]]*|$)/g) ?? []).map((s) => s.trim()).filter((s) => /\w/.test(s)),
    )
    .filter((sentences) => sentences.length > 0);
}
