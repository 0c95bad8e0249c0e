/**
 * The relative's page of an invitation to record (issue 29 part 4), in a file of its own with no
 * imports: the web's route chooser is on the first page and must not pull zod in with it.
 */
export const RECORD_PAGE_PREFIX = '/record/';
