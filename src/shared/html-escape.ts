/**
 * The one HTML/XML escaper, for markup we build as text: mails, the shared story page, the
 * sandbox checkout, the dev mailbox and the drawn covers (SVG). Safe in text and in quoted
 * attribute values. Shared so the browser's cover drawing and the server use the same rule.
 */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
