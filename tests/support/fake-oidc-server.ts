// Runs the fake OpenID Connect provider as its own process (for the browser tests):
// tsx tests/support/fake-oidc-server.ts <port>
import { startFakeOidc } from './fake-oidc.js';

const oidc = await startFakeOidc({ port: Number(process.argv[2] ?? 0) });
console.log(
  JSON.stringify({ issuer: oidc.issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret }),
);
process.on('SIGTERM', () => void oidc.close().then(() => process.exit(0)));
