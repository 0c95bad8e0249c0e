import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

/**
 * A small but real OpenID Connect provider (authorization code + PKCE, RS256 id tokens,
 * discovery, JWKS, userinfo) standing in for Google in tests. The sign-in page is a form a
 * browser (or a test) fills with the account to sign in as.
 */
export interface FakeOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  challenge?: string;
  nonce?: string;
  email: string;
  name: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeOidc(
  options: { port?: number; clientId?: string; clientSecret?: string } = {},
): Promise<FakeOidc> {
  const clientId = options.clientId ?? 'test-google-client';
  const clientSecret = options.clientSecret ?? 'test-google-secret';
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  const tokens = new Map<string, PendingCode>();
  let issuer = '';

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const form = async () => new URLSearchParams(await readBody(req));

    if (url.pathname === '/.well-known/openid-configuration')
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        code_challenge_methods_supported: ['S256'],
      });
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });

    if (url.pathname === '/authorize' && req.method === 'GET') {
      const q = url.searchParams;
      if (q.get('client_id') !== clientId) return json(400, { error: 'invalid_client' });
      const hidden = ['redirect_uri', 'state', 'code_challenge', 'nonce', 'client_id']
        .map((k) => `<input type="hidden" name="${k}" value="${esc(q.get(k) ?? '')}">`)
        .join('');
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(
        `<!doctype html><title>Sign in with Google (test)</title><h1>Choose an account</h1><form method="post" action="/authorize">${hidden}<label>Email <input name="email" type="email" required value="${esc(q.get('login_hint') ?? '')}"></label><label>Name <input name="name" value="Google Parent"></label><button type="submit">Continue</button></form>`,
      );
    }
    if (url.pathname === '/authorize' && req.method === 'POST') {
      const f = await form();
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        clientId: f.get('client_id') ?? '',
        redirectUri: f.get('redirect_uri') ?? '',
        challenge: f.get('code_challenge') || undefined,
        nonce: f.get('nonce') || undefined,
        email: (f.get('email') ?? '').toLowerCase(),
        name: f.get('name') || 'Google Parent',
      });
      const back = new URL(f.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      const state = f.get('state');
      if (state) back.searchParams.set('state', state);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const f = await form();
      const basic = req.headers.authorization?.startsWith('Basic ')
        ? Buffer.from(req.headers.authorization.slice(6), 'base64')
            .toString()
            .split(':')
            .map(decodeURIComponent)
        : [f.get('client_id'), f.get('client_secret')];
      if (basic[0] !== clientId || basic[1] !== clientSecret) return json(401, { error: 'invalid_client' });
      const pending = codes.get(f.get('code') ?? '');
      codes.delete(f.get('code') ?? '');
      if (!pending || pending.redirectUri !== f.get('redirect_uri'))
        return json(400, { error: 'invalid_grant' });
      if (pending.challenge) {
        const verifier = f.get('code_verifier') ?? '';
        const computed = createHash('sha256').update(verifier).digest('base64url');
        if (computed !== pending.challenge)
          return json(400, { error: 'invalid_grant', error_description: 'PKCE' });
      }
      const sub = createHash('sha256').update(pending.email).digest('hex').slice(0, 20);
      const idToken = await new SignJWT({
        email: pending.email,
        email_verified: true,
        name: pending.name,
        ...(pending.nonce ? { nonce: pending.nonce } : {}),
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(issuer)
        .setAudience(clientId)
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey);
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, pending);
      return json(200, {
        access_token: accessToken,
        id_token: idToken,
        token_type: 'Bearer',
        expires_in: 600,
        scope: 'openid email profile',
      });
    }
    if (url.pathname === '/userinfo') {
      const who = tokens.get(req.headers.authorization?.replace(/^Bearer /, '') ?? '');
      if (!who) return json(401, { error: 'invalid_token' });
      const sub = createHash('sha256').update(who.email).digest('hex').slice(0, 20);
      return json(200, { sub, email: who.email, email_verified: true, name: who.name, picture: null });
    }
    json(404, { error: 'not_found' });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { issuer, clientId, clientSecret, close: () => new Promise((r) => server.close(() => r())) };
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}
