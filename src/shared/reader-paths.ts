/**
 * The reader's page of one story, in a file of its own with no imports: the web's paths and the
 * server's mails (a link back to the story) build it the same way, and the first page stays small.
 */
export const readerPath = (storyId: string) => `/read/${encodeURIComponent(storyId)}`;
