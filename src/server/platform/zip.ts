import { crc32 } from 'node:zlib';

/**
 * A streaming ZIP writer with the STORE method (no compression): MP3 audio does not compress and
 * a family's JSON is small, so deflate would cost CPU for nothing. Each entry's bytes are in memory
 * one at a time (its CRC and size go in the local header before the data), never the whole archive.
 * Plain ZIP (no ZIP64): an archive over 4 GiB or 65,535 entries is refused rather than corrupted.
 */
export interface ZipEntry {
  /** Path inside the archive, forward slashes (stored as UTF-8). */
  name: string;
  data: Uint8Array;
  modified?: Date;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;
const VERSION = 20; // 2.0: what STORE needs
const UTF8_NAMES = 0x0800;
const MAX_32 = 0xffffffff;

interface Written {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

/** MS-DOS time and date (local fields; we write UTC, as most tools show archives). */
function dosDateTime(d: Date): { time: number; date: number } {
  const year = Math.max(1980, d.getUTCFullYear());
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}

function localHeader(e: Written): Buffer {
  const h = Buffer.alloc(30);
  h.writeUInt32LE(LOCAL_HEADER, 0);
  h.writeUInt16LE(VERSION, 4);
  h.writeUInt16LE(UTF8_NAMES, 6);
  h.writeUInt16LE(0, 8); // method: STORE
  h.writeUInt16LE(e.time, 10);
  h.writeUInt16LE(e.date, 12);
  h.writeUInt32LE(e.crc, 14);
  h.writeUInt32LE(e.size, 18); // compressed size = size (STORE)
  h.writeUInt32LE(e.size, 22);
  h.writeUInt16LE(e.name.length, 26);
  h.writeUInt16LE(0, 28); // no extra field
  return Buffer.concat([h, e.name]);
}

function centralHeader(e: Written): Buffer {
  const h = Buffer.alloc(46);
  h.writeUInt32LE(CENTRAL_HEADER, 0);
  h.writeUInt16LE(VERSION, 4); // made by
  h.writeUInt16LE(VERSION, 6); // needed
  h.writeUInt16LE(UTF8_NAMES, 8);
  h.writeUInt16LE(0, 10);
  h.writeUInt16LE(e.time, 12);
  h.writeUInt16LE(e.date, 14);
  h.writeUInt32LE(e.crc, 16);
  h.writeUInt32LE(e.size, 20);
  h.writeUInt32LE(e.size, 24);
  h.writeUInt16LE(e.name.length, 28);
  // extra, comment, disk number, internal and external attributes: all zero
  h.writeUInt32LE(e.offset, 42);
  return Buffer.concat([h, e.name]);
}

function endOfCentral(count: number, size: number, offset: number): Buffer {
  const h = Buffer.alloc(22);
  h.writeUInt32LE(END_OF_CENTRAL, 0);
  h.writeUInt16LE(count, 8);
  h.writeUInt16LE(count, 10);
  h.writeUInt32LE(size, 12);
  h.writeUInt32LE(offset, 16);
  return h;
}

/** The archive's bytes, chunk by chunk, as entries arrive. */
export async function* zipChunks(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>) {
  const written: Written[] = [];
  const names = new Set<string>();
  let offset = 0;
  for await (const entry of entries) {
    if (names.has(entry.name)) throw new Error(`duplicate zip entry ${entry.name}`);
    names.add(entry.name);
    const e: Written = {
      name: Buffer.from(entry.name, 'utf8'),
      crc: crc32(entry.data),
      size: entry.data.length,
      offset,
      ...dosDateTime(entry.modified ?? new Date()),
    };
    const header = localHeader(e);
    if (offset + header.length + e.size > MAX_32 || written.length >= 0xffff) {
      throw new Error('archive too large for plain ZIP');
    }
    written.push(e);
    offset += header.length + e.size;
    yield new Uint8Array(header);
    yield entry.data;
  }
  const central = Buffer.concat(written.map(centralHeader));
  yield new Uint8Array(Buffer.concat([central, endOfCentral(written.length, central.length, offset)]));
}

/** zipChunks as a web stream (a Response body): the next entry is read only when the client wants more. */
export function zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): ReadableStream<Uint8Array> {
  const chunks = zipChunks(entries);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
