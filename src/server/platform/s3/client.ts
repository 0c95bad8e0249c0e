import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';

export interface S3Options {
  bucket: string;
  /** Default https://s3.{region}.amazonaws.com. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Temporary credentials (an IAM role's, from STS or the platform): signed as X-Amz-Security-Token. */
  sessionToken?: string;
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
  presignGet(key: string, expiresSeconds: number, now?: Date): Promise<string>;
}

/** The error S3 answers, as XML: <Error><Code>…</Code><Message>…</Message></Error>. */
async function s3Error(action: string, key: string, res: Response): Promise<Error> {
  const xml = await res.text().catch(() => '');
  const code = /<Code>([^<]*)<\/Code>/.exec(xml)?.[1] ?? '';
  const message = /<Message>([^<]*)<\/Message>/.exec(xml)?.[1] ?? '';
  return new Error(`S3 ${action} ${key} failed (${res.status} ${code}): ${message}`.trim());
}

/** 20130524T000000Z, the form aws4fetch takes for a fixed signing time. */
const amzDate = (d: Date) => d.toISOString().replace(/[-:]|\.\d{3}/g, '');

/**
 * The few S3 object calls the app needs, signed with AWS Signature V4 by aws4fetch (a maintained
 * signer, session tokens included) over fetch. Works with S3 and S3-compatible stores (MinIO, R2).
 */
export function createS3Client(options: S3Options): S3Client {
  const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  const aws = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    sessionToken: options.sessionToken,
    service: 's3',
    region: options.region,
    // Retries are the caller's business (a narration job is retried as a whole).
    retries: 0,
  });
  const timeoutMs = options.timeoutMs ?? 30_000;
  const base = endpoint.pathname.replace(/\/$/, '');
  // Each key segment encoded once; aws4fetch signs S3 paths as given (decoded, then encoded once).
  const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

  function urlOf(key: string): URL {
    if (options.forcePathStyle) {
      return new URL(`${endpoint.protocol}//${endpoint.host}${base}/${options.bucket}/${encodeKey(key)}`);
    }
    return new URL(`${endpoint.protocol}//${options.bucket}.${endpoint.host}${base}/${encodeKey(key)}`);
  }

  async function send(method: string, key: string, body?: Uint8Array, extra: Record<string, string> = {}) {
    // A PUT's body is hashed into the signature, so S3 refuses bytes changed on the way.
    const headers = body
      ? { ...extra, 'x-amz-content-sha256': createHash('sha256').update(body).digest('hex') }
      : extra;
    // Never a SharedArrayBuffer view here: the audio bytes come from an encoder or a provider.
    const payload = body as Uint8Array<ArrayBuffer> | undefined;
    const signed = await aws.sign(urlOf(key).toString(), { method, headers, body: payload });
    return fetch(signed, { signal: AbortSignal.timeout(timeoutMs) });
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
    async presignGet(key, expiresSeconds, now = new Date()) {
      const url = urlOf(key);
      url.searchParams.set('X-Amz-Expires', String(expiresSeconds));
      const signed = await aws.sign(url.toString(), {
        method: 'GET',
        aws: { signQuery: true, datetime: amzDate(now) },
      });
      return signed.url;
    },
  };
}
