import type { TUserFilters } from '../../../shared/admin-data.js';
import { csvLine, USER_CSV_HEADER, userCsvCells } from './csv.js';
import { isoDay } from './time.js';
import type { KeysetCursor, UserQueries } from './user-queries.js';
import { toUserRow } from './user-rows.js';

const BATCH = 1000;

export const exportFileName = (now: Date) => `users_export_${isoDay(now)}.csv`;

/**
 * The filtered list as CSV, read in keyset batches only as fast as the client takes them (pull
 * is called when the stream wants more), so memory stays flat for any number of users.
 */
export function userCsvStream(
  queries: UserQueries,
  filters: TUserFilters,
  clock: () => Date,
  onDone?: (rows: number) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: KeysetCursor | null = null;
  let started = false;
  let rows = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          // A byte-order mark lets spreadsheet programs read the UTF-8 names correctly.
          controller.enqueue(encoder.encode(`\uFEFF${csvLine(USER_CSV_HEADER)}`));
          return;
        }
        const batch = await queries.batchAfter(filters, cursor, BATCH);
        if (batch.rows.length === 0) {
          onDone?.(rows);
          controller.close();
          return;
        }
        const now = clock();
        controller.enqueue(
          encoder.encode(batch.rows.map((row) => csvLine(userCsvCells(toUserRow(row, now)))).join('')),
        );
        rows += batch.rows.length;
        cursor = batch.next;
        if (batch.rows.length < BATCH) {
          onDone?.(rows);
          controller.close();
        }
      },
    },
    { highWaterMark: 1 },
  );
}
