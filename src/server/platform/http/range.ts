/** Bytes first..last inclusive, as HTTP Range speaks them. */
export interface ByteRange {
  first: number;
  last: number;
}

/**
 * One `bytes=` range against a file of `size` bytes: the range, 'unsatisfiable' (416), or
 * undefined (no usable Range header, or several ranges: answer the whole file with 200).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return undefined;
  const [, from, to] = m;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { first: Math.max(0, size - suffix), last: size - 1 };
  }
  const first = Number(from);
  const last = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (first >= size || first > last) return 'unsatisfiable';
  return { first, last };
}

/**
 * An audio file answered whole (200) or in part (206, 416) for a Range header, so players can
 * seek. `open` streams the file or a range of it.
 */
export function audioResponse(
  rangeHeader: string | undefined,
  size: number,
  open: (range?: ByteRange) => ReadableStream<Uint8Array>,
  cacheControl: string,
): Response {
  const common = { 'Accept-Ranges': 'bytes', 'Content-Type': 'audio/mpeg', 'Cache-Control': cacheControl };
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...common, 'Content-Range': `bytes */${size}` } });
  }
  if (!range) {
    return new Response(open(), { status: 200, headers: { ...common, 'Content-Length': String(size) } });
  }
  return new Response(open(range), {
    status: 206,
    headers: {
      ...common,
      'Content-Length': String(range.last - range.first + 1),
      'Content-Range': `bytes ${range.first}-${range.last}/${size}`,
    },
  });
}
