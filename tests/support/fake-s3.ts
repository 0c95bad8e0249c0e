import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { canonicalRequest, sha256Hex, signatureOf, UNSIGNED_PAYLOAD } from './sigv4-verifier.js';

/**
 * A real HTTP server on 127.0.0.1 speaking the S3 object API (path-style): PUT, GET (with
 * Range), HEAD and DELETE of objects kept in memory. Every request must carry a valid AWS
 * Signature V4, in the Authorization header or as a presigned URL (checked for expiry against
 * the fake's clock); errors are S3's XML errors.
 */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  objects: Map<string, { body: Uint8Array; contentType: string }>;
  /** Every request as received: method, path (with query) and the status answered. */
  log: { method: string; path: string; status: number }[];
  /** Moves the fake's clock (presigned URL expiry, request time skew). */
  advance(seconds: number): void;
  close(): Promise<void>;
}

const xmlError = (res: ServerResponse, status: number, code: string, message: string, head = false) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    head
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
};

/** 20130524T000000Z → milliseconds (NaN when malformed). */
const parseAmzDate = (when: string) =>
  Date.parse(when.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}

export async function startFakeS3(
  opts: {
    bucket?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    region?: string;
    /** Temporary credentials: every request must carry and sign this X-Amz-Security-Token. */
    sessionToken?: string;
  } = {},
): Promise<FakeS3> {
  const bucket = opts.bucket ?? 'moonlit-audio';
  const accessKeyId = opts.accessKeyId ?? 'AKIAFAKES3TEST';
  const secretAccessKey = opts.secretAccessKey ?? 'fake/s3/secret/key/for/tests';
  const region = opts.region ?? 'eu-west-1';
  const objects = new Map<string, { body: Uint8Array; contentType: string }>();
  const log: FakeS3['log'] = [];
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const scope = { region, service: 's3', credentials: { accessKeyId, secretAccessKey } };
  const sessionToken = opts.sessionToken;
  const tokenMissing: [number, string, string] = [
    403,
    'InvalidToken',
    'The provided token is malformed or otherwise invalid.',
  ];

  /** null when the signature holds; else the S3 error to answer. */
  function verify(req: IncomingMessage, url: URL, body: Buffer): [number, string, string] | null {
    const query = [...url.searchParams.entries()];
    const presigned = url.searchParams.get('X-Amz-Algorithm');
    if (presigned) {
      if (presigned !== 'AWS4-HMAC-SHA256')
        return [400, 'AuthorizationQueryParametersError', 'bad algorithm'];
      const credential = url.searchParams.get('X-Amz-Credential') ?? '';
      const when = url.searchParams.get('X-Amz-Date') ?? '';
      const expires = Number(url.searchParams.get('X-Amz-Expires'));
      const signed = (url.searchParams.get('X-Amz-SignedHeaders') ?? '').split(';');
      if (sessionToken && url.searchParams.get('X-Amz-Security-Token') !== sessionToken) return tokenMissing;
      if (!credential.startsWith(`${accessKeyId}/`))
        return [
          403,
          'InvalidAccessKeyId',
          'The AWS Access Key Id you provided does not exist in our records.',
        ];
      if (credential !== `${accessKeyId}/${when.slice(0, 8)}/${region}/s3/aws4_request`)
        return [403, 'SignatureDoesNotMatch', 'credential scope does not match'];
      const start = parseAmzDate(when);
      if (!Number.isFinite(expires) || expires < 1 || expires > 604800)
        return [400, 'AuthorizationQueryParametersError', 'X-Amz-Expires must be between 1 and 604800'];
      if (now().getTime() > start + expires * 1000) return [403, 'AccessDenied', 'Request has expired'];
      const headers = Object.fromEntries(signed.map((h) => [h, String(req.headers[h] ?? '')]));
      const { text } = canonicalRequest({
        method: req.method ?? 'GET',
        url,
        query: query.filter(([k]) => k !== 'X-Amz-Signature'),
        headers,
        payloadHash: UNSIGNED_PAYLOAD,
      });
      if (signatureOf(text, when, scope) !== url.searchParams.get('X-Amz-Signature'))
        return [
          403,
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match the signature you provided.',
        ];
      return null;
    }
    const auth = req.headers.authorization ?? '';
    const m = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
    if (!m) return [403, 'AccessDenied', 'Access Denied'];
    const [, credential, signedHeaders, signature] = m;
    const when = String(req.headers['x-amz-date'] ?? '');
    if (!credential!.startsWith(`${accessKeyId}/`))
      return [403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.'];
    if (credential !== `${accessKeyId}/${when.slice(0, 8)}/${region}/s3/aws4_request`)
      return [403, 'SignatureDoesNotMatch', 'credential scope does not match'];
    const skew = Math.abs(now().getTime() - parseAmzDate(when));
    if (!(skew <= 15 * 60_000))
      return [
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      ];
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== UNSIGNED_PAYLOAD && payloadHash !== sha256Hex(body))
      return [
        400,
        'XAmzContentSHA256Mismatch',
        'The provided x-amz-content-sha256 header does not match what was computed.',
      ];
    const names = signedHeaders!.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date'))
      return [403, 'AccessDenied', 'host and x-amz-date must be signed'];
    if (
      sessionToken &&
      (req.headers['x-amz-security-token'] !== sessionToken || !names.includes('x-amz-security-token'))
    )
      return tokenMissing;
    const headers = Object.fromEntries(names.map((h) => [h, String(req.headers[h] ?? '')]));
    const { text } = canonicalRequest({ method: req.method ?? 'GET', url, query, headers, payloadHash });
    if (signatureOf(text, when, scope) !== signature)
      return [
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided.',
      ];
    return null;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      const body = await readBody(req);
      res.on('finish', () =>
        log.push({ method: req.method ?? '', path: req.url ?? '', status: res.statusCode }),
      );
      const head = req.method === 'HEAD';
      const problem = verify(req, url, body);
      if (problem) return xmlError(res, problem[0], problem[1], problem[2], head);
      const [, b, ...rest] = url.pathname.split('/');
      const key = rest.map(decodeURIComponent).join('/');
      if (b !== bucket)
        return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', head);
      if (!key) return xmlError(res, 400, 'InvalidRequest', 'this fake keeps objects only', head);
      if (req.method === 'PUT') {
        objects.set(key, {
          body: new Uint8Array(body),
          contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
        });
        res.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` }).end();
        return;
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
        return;
      }
      if (req.method !== 'GET' && !head)
        return xmlError(
          res,
          405,
          'MethodNotAllowed',
          'The specified method is not allowed against this resource.',
        );
      const object = objects.get(key);
      if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.', head);
      const size = object.body.length;
      const common = { 'content-type': object.contentType, 'accept-ranges': 'bytes' };
      const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
      if (range && !head) {
        const first = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
        const last = range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
        if (first >= size || first > last)
          return xmlError(res, 416, 'InvalidRange', 'The requested range is not satisfiable');
        res.writeHead(206, {
          ...common,
          'content-length': String(last - first + 1),
          'content-range': `bytes ${first}-${last}/${size}`,
        });
        res.end(object.body.subarray(first, last + 1));
        return;
      }
      res.writeHead(200, { ...common, 'content-length': String(size) });
      res.end(head ? undefined : object.body);
    })().catch((err: unknown) => {
      if (!res.headersSent) xmlError(res, 500, 'InternalError', String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    region,
    objects,
    log,
    advance: (seconds) => (offsetMs += seconds * 1000),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
