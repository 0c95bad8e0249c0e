import { Hono } from 'hono';
import { ACCOUNT_EXPORT_PATH, exportFileName } from '../../../shared/account-export.js';
import type { Db } from '../../platform/db/client.js';
import type { Guards } from '../../platform/http/guards.js';
import type { AppEnv } from '../../platform/http/env.js';
import { zipStream, type ZipEntry } from '../../platform/zip.js';
import { collectFamily, type FamilyData } from './collect.js';

export interface AccountExportDeps {
  db: Db;
  guards: Guards;
  /** A stored audio file's bytes by its key (local disk or the bucket), null when it is gone. */
  readAudio: (key: string) => Promise<Uint8Array | null>;
  now?: () => Date;
}

/** family.json first, then each narration, read from the store only when the client takes more. */
async function* entriesOf(data: FamilyData, readAudio: AccountExportDeps['readAudio'], now: Date) {
  const json = new TextEncoder().encode(`${JSON.stringify(data.json, null, 2)}\n`);
  yield { name: 'family.json', data: json, modified: now } satisfies ZipEntry;
  for (const file of data.audio) {
    const bytes = await readAudio(file.key);
    if (bytes) yield { name: file.entry, data: bytes, modified: now } satisfies ZipEntry;
  }
}

/** GET /api/account/export: the signed-in parent's own family, as one ZIP download. */
export function accountExportRoutes(deps: AccountExportDeps) {
  const app = new Hono<AppEnv>();
  app.get(ACCOUNT_EXPORT_PATH, deps.guards.requireUser, async (c) => {
    const now = deps.now?.() ?? new Date();
    const user = c.get('user');
    const data = await collectFamily(deps.db, user.id, now);
    c.get('log').info({ stories: data.json.stories.length, audio: data.audio.length }, 'account export');
    return c.body(zipStream(entriesOf(data, deps.readAudio, now)), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${exportFileName(now)}"`,
      'Cache-Control': 'private, no-store',
    });
  });
  return app;
}
