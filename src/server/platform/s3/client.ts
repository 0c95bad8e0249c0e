import { presignUrl, sha256Hex, signHeaders, uriEncode, EMPTY_SHA256, type SigningScope } from './sigv4.js';

export interface S3Options {
  bucket: string;
  /** Default https://s3.{region}.amazonaws.com. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** endpoint/bucket/key instead of bucket.endpoint/key (MinIO and most self-hosted stores). */
  forcePathStyle?: boolean;
  timeoutMs?: number;
}

export interface S3Client {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object (or the asked bytes, first..last inclusive); null when it does not exist. */
  get(key: string, range?: { first: number; last: number }): Promise<Response | null>;
  /** Its size in bytes; null when it does not exist. */
  head(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  presignGet(key: string, expiresSeconds: number, now?: Date): string;
}

/** The error S3 answers, as XML: <Error><Code>…</Code><Message>…</Message></Error>. */
async function s3Error(action: string, key: string, res: Response): Promise<Error> {
  const xml = await res.text().catch(() => '');
  const code = /<Code>([^<]*)<\/Code>/.exec(xml)?.[1] ?? '';
  const message = /<Message>([^<]*)<\/Message>/.exec(xml)?.[1] ?? '';
  return new Error(`S3 ${action} ${key} failed (${res.status} ${code}): ${message}`.trim());
}

/** The few S3 object calls the app needs, signed with SigV4 over fetch. */
export function createS3Client(options: S3Options): S3Client {
  const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  const scope: SigningScope = {
    region: options.region,
    service: 's3',
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  };
  const timeoutMs = options.timeoutMs ?? 30_000;
  const base = endpoint.pathname.replace(/\/$/, '');
  const encodeKey = (key: string) => uriEncode(key, true);

  function urlOf(key: string): URL {
    if (options.forcePathStyle) {
      return new URL(`${endpoint.protocol}//${endpoint.host}${base}/${options.bucket}/${encodeKey(key)}`);
    }
    return new URL(`${endpoint.protocol}//${options.bucket}.${endpoint.host}${base}/${encodeKey(key)}`);
  }

  async function send(method: string, key: string, body?: Uint8Array, extra: Record<string, string> = {}) {
    const url = urlOf(key);
    const headers = signHeaders(
      { method, url, headers: extra, payloadHash: body ? sha256Hex(body) : EMPTY_SHA256 },
      scope,
    );
    // fetch sets Host itself, from the URL: the same value that was signed.
    delete headers.host;
    // Never a SharedArrayBuffer view here: the audio bytes come from an encoder or a provider.
    const payload = body as Uint8Array<ArrayBuffer> | undefined;
    return fetch(url, { method, headers, body: payload, signal: AbortSignal.timeout(timeoutMs) });
  }

  return {
    async put(key, body, contentType) {
      const res = await send('PUT', key, body, { 'content-type': contentType });
      if (!res.ok) throw await s3Error('PUT', key, res);
      await res.body?.cancel();
    },
    async get(key, range) {
      const res = await send(
        'GET',
        key,
        undefined,
        range ? { range: `bytes=${range.first}-${range.last}` } : {},
      );
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) throw await s3Error('GET', key, res);
      return res;
    },
    async head(key) {
      const res = await send('HEAD', key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 HEAD ${key} failed (${res.status})`);
      return Number(res.headers.get('content-length'));
    },
    async delete(key) {
      const res = await send('DELETE', key);
      // Deleting what is not there is success in S3 (204) too.
      if (!res.ok && res.status !== 404) throw await s3Error('DELETE', key, res);
      await res.body?.cancel();
    },
    presignGet(key, expiresSeconds, now) {
      return presignUrl({ method: 'GET', url: urlOf(key), expiresSeconds }, scope, now);
    },
  };
}
