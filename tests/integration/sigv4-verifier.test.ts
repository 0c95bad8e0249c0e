import { describe, expect, it } from 'vitest';
import {
  EMPTY_SHA256,
  presignUrl,
  sha256Hex,
  signHeaders,
  uriEncode,
  type SigningScope,
} from '../support/sigv4-verifier.js';

// The fake S3 server's own SigV4 (independent of aws4fetch, which the app signs with), proven on
// AWS's published examples ("Signature Calculations for the Authorization Header" and
// "Authenticating Requests: Using Query Parameters", Amazon S3 API reference).
const EXAMPLE: SigningScope = {
  region: 'us-east-1',
  service: 's3',
  credentials: {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  },
};
const WHEN = new Date('2013-05-24T00:00:00Z');
const HOST = 'https://examplebucket.s3.amazonaws.com';
const signatureIn = (headers: Record<string, string>) =>
  /Signature=([0-9a-f]{64})$/.exec(headers.authorization ?? '')?.[1];

describe('AWS Signature V4 against the published S3 examples', () => {
  it('GET Object with a Range header', () => {
    const h = signHeaders(
      {
        method: 'GET',
        url: new URL(`${HOST}/test.txt`),
        headers: { Range: 'bytes=0-9' },
        payloadHash: EMPTY_SHA256,
      },
      EXAMPLE,
      WHEN,
    );
    expect(h.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(h['x-amz-date']).toBe('20130524T000000Z');
  });

  it('PUT Object with a payload, a Date header and an encoded key', () => {
    const body = 'Welcome to Amazon S3.';
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const h = signHeaders(
      {
        method: 'PUT',
        url: new URL(`${HOST}/${uriEncode('test$file.text', true)}`),
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash: sha256Hex(body),
      },
      EXAMPLE,
      WHEN,
    );
    expect(h.authorization).toContain(
      'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class',
    );
    expect(signatureIn(h)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('GET Bucket lifecycle and list objects (query strings, sorted and encoded)', () => {
    const get = (query: string) =>
      signatureIn(
        signHeaders(
          { method: 'GET', url: new URL(`${HOST}/?${query}`), payloadHash: EMPTY_SHA256 },
          EXAMPLE,
          WHEN,
        ),
      );
    expect(get('lifecycle')).toBe('fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543');
    expect(get('prefix=J&max-keys=2')).toBe(
      '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });

  it('a presigned GET URL', () => {
    const url = presignUrl(
      { method: 'GET', url: new URL(`${HOST}/test.txt`), expiresSeconds: 86400 },
      EXAMPLE,
      WHEN,
    );
    expect(url).toBe(
      `${HOST}/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256` +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404' +
        '&X-Amz-SignedHeaders=host',
    );
  });

  it('encodes as RFC 3986 wants (unreserved kept, UTF-8 bytes upper-case hex)', () => {
    expect(uriEncode("a b/c~d_e-f.g!*'()é")).toBe('a%20b%2Fc~d_e-f.g%21%2A%27%28%29%C3%A9');
    expect(uriEncode('audio/x y.mp3', true)).toBe('audio/x%20y.mp3');
  });
});
