import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 as S3 checks it (an Authorization header, or a presigned URL), for the
 * fake S3 server (fake-s3.ts) to verify what the app sends. The app signs with aws4fetch; this is
 * a separate implementation on node:crypto, proven on AWS's published examples in
 * tests/integration/sigv4-verifier.test.ts, so a signing mistake in either one fails the tests.
 */
export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface SigningScope {
  region: string;
  service: string;
  credentials: AwsCredentials;
}

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
const ALGORITHM = 'AWS4-HMAC-SHA256';

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: only A-Z a-z 0-9 - _ . ~ stay as they are. */
export function uriEncode(value: string, keepSlash = false): string {
  return [...new TextEncoder().encode(value)]
    .map((b) => {
      const c = String.fromCharCode(b);
      if (/[A-Za-z0-9\-_.~]/.test(c) || (keepSlash && c === '/')) return c;
      return `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** 20130524T000000Z */
export const amzDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The path as S3 canonicalises it: each segment encoded once (decoded first, as it arrives encoded). */
function canonicalPath(url: URL): string {
  return url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(params: [string, string][]): string {
  return params
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

export interface CanonicalInput {
  method: string;
  url: URL;
  /** Query parameters to sign (for a presigned URL: without X-Amz-Signature). */
  query: [string, string][];
  /** Signed headers, lower-case names. */
  headers: Record<string, string>;
  payloadHash: string;
}

export function canonicalRequest(input: CanonicalInput): { text: string; signedHeaders: string } {
  const names = Object.keys(input.headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const headerLines = names.map((n) => `${n}:${String(lower[n]).trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const text = [
    input.method.toUpperCase(),
    canonicalPath(input.url),
    canonicalQuery(input.query),
    headerLines,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  return { text, signedHeaders };
}

export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

/** The signature of a canonical request at `when` (an amz date) for `scope`. */
export function signatureOf(canonical: string, when: string, scope: SigningScope): string {
  const day = when.slice(0, 8);
  const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = [ALGORITHM, when, credentialScope, sha256Hex(canonical)].join('\n');
  return createHmac('sha256', signingKey(scope.credentials.secretAccessKey, day, scope.region, scope.service))
    .update(stringToSign)
    .digest('hex');
}

/**
 * Headers for a signed request: the given ones plus host, x-amz-date, x-amz-content-sha256
 * (and the session token), and Authorization.
 */
export function signHeaders(
  req: { method: string; url: URL; headers?: Record<string, string>; payloadHash: string },
  scope: SigningScope,
  now = new Date(),
): Record<string, string> {
  const when = amzDate(now);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(req.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    host: req.url.host,
    'x-amz-date': when,
    'x-amz-content-sha256': req.payloadHash,
    ...(scope.credentials.sessionToken ? { 'x-amz-security-token': scope.credentials.sessionToken } : {}),
  };
  const query = [...req.url.searchParams.entries()];
  const { text, signedHeaders } = canonicalRequest({
    method: req.method,
    url: req.url,
    query,
    headers,
    payloadHash: req.payloadHash,
  });
  const signature = signatureOf(text, when, scope);
  const credential = `${scope.credentials.accessKeyId}/${when.slice(0, 8)}/${scope.region}/${scope.service}/aws4_request`;
  return {
    ...headers,
    authorization: `${ALGORITHM} Credential=${credential}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** A presigned URL (query-string authentication): anyone holding it may `method` it until it expires. */
export function presignUrl(
  req: { method: string; url: URL; expiresSeconds: number },
  scope: SigningScope,
  now = new Date(),
): string {
  const when = amzDate(now);
  const url = new URL(req.url);
  const credential = `${scope.credentials.accessKeyId}/${when.slice(0, 8)}/${scope.region}/${scope.service}/aws4_request`;
  url.searchParams.set('X-Amz-Algorithm', ALGORITHM);
  url.searchParams.set('X-Amz-Credential', credential);
  url.searchParams.set('X-Amz-Date', when);
  url.searchParams.set('X-Amz-Expires', String(req.expiresSeconds));
  if (scope.credentials.sessionToken)
    url.searchParams.set('X-Amz-Security-Token', scope.credentials.sessionToken);
  url.searchParams.set('X-Amz-SignedHeaders', 'host');
  const { text } = canonicalRequest({
    method: req.method,
    url,
    query: [...url.searchParams.entries()],
    headers: { host: url.host },
    payloadHash: UNSIGNED_PAYLOAD,
  });
  // Built by hand: URLSearchParams would encode differently from the canonical form.
  const query = canonicalQuery([
    ...url.searchParams.entries(),
    ['X-Amz-Signature', signatureOf(text, when, scope)],
  ]);
  return `${url.origin}${canonicalPath(url)}?${query}`;
}
