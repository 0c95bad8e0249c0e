import { crc32 } from 'node:zlib';

/**
 * A tiny ZIP reader for tests: walks the central directory (as unzip does), follows each entry to
 * its local header, and checks method, sizes and CRC, so a test proves the archive is well formed
 * rather than trusting the writer that made it.
 */
export function readZip(archive: Uint8Array): Map<string, Buffer> {
  const buf = Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > buf.length) throw new Error('no end of central directory');
  const count = buf.readUInt16LE(eocd + 10);
  const centralSize = buf.readUInt32LE(eocd + 12);
  let at = buf.readUInt32LE(eocd + 16);
  if (at + centralSize !== eocd) throw new Error('central directory does not end where the record says');
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central header ${i}`);
    const method = buf.readUInt16LE(at + 10);
    const crc = buf.readUInt32LE(at + 16);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extra = buf.readUInt16LE(at + 30);
    const comment = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    if (method !== 0) throw new Error(`${name}: method ${method}, expected STORE`);
    if (buf.readUInt32LE(local) !== 0x04034b50) throw new Error(`${name}: bad local header`);
    const localName = buf.readUInt16LE(local + 26);
    const localExtra = buf.readUInt16LE(local + 28);
    if (buf.toString('utf8', local + 30, local + 30 + localName) !== name)
      throw new Error(`${name}: names differ`);
    const start = local + 30 + localName + localExtra;
    const data = buf.subarray(start, start + size);
    if (data.length !== size) throw new Error(`${name}: truncated`);
    if (crc32(data) !== crc) throw new Error(`${name}: CRC mismatch`);
    if (files.has(name)) throw new Error(`${name}: duplicate`);
    files.set(name, data);
    at += 46 + nameLength + extra + comment;
  }
  return files;
}
