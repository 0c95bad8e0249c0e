import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin, type AdminClient } from '../../../../tests/support/admin.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { eq } from 'drizzle-orm';
import { adminAudit } from '../../platform/db/schema/admin.js';
import { users } from '../../platform/db/schema/identity.js';
import { csvCell, csvLine, USER_CSV_HEADER } from './csv.js';
import { insertUser } from '../../../../tests/support/features/admin-rows.js';

/** An RFC 4180 reader, written independently of the writer, for the tests. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || record.length) throw new Error('CSV does not end with CRLF');
  return records;
}

const DANGEROUS = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

describe('csvCell', () => {
  it('round-trips any text through an RFC 4180 reader; a formula start gets one apostrophe', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 6 }), (cells) => {
        const [parsed] = parseCsv(csvLine(cells));
        expect(parsed).toEqual(cells.map((c) => (DANGEROUS.test(c) ? `'${c}` : c)));
      }),
      { numRuns: 100 },
    );
  });

  it('no cell a spreadsheet reads can start a formula', () => {
    const risky = fc.tuple(
      fc.constantFrom('=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠'),
      fc.string(),
    );
    fc.assert(
      fc.property(risky, ([start, rest]) => {
        const [[read]] = parseCsv(csvLine([start + rest])) as [[string]];
        expect(DANGEROUS.test(read)).toBe(false);
        expect(read).toBe(`'${start}${rest}`);
      }),
    );
  });

  it('known cases', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('＝1+1')).toBe("'＝1+1"); // full-width, read as a formula by some spreadsheets
    expect(csvCell('＠SUM(A1)')).toBe("'＠SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(-5)).toBe('-5'); // numbers are ours, not user text
    expect(csvCell(null)).toBe('');
  });
});

describe('GET /api/admin/users/export/csv', () => {
  let t: TestApp;
  let admin: AdminClient;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t.app, t.ctx, 'boss@moonlit.test');
    const created = new Date(Date.now() - 86_400_000);
    await insertUser(t.ctx.db, { name: "=cmd|' /C calc'!A0", email: 'evil@csv.test', createdAt: created });
    await insertUser(t.ctx.db, { name: 'Ann, "the" Parent', email: 'ann@csv.test', createdAt: created });
    await insertUser(t.ctx.db, { name: '@Bob', email: 'bob@elsewhere.test', createdAt: created });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('streams the filtered, sorted list as a dated file that parses with the right rows', async () => {
    const res = await t.app.request('/api/admin/users/export/csv?search=csv.test&sortBy=email', {
      headers: { cookie: admin.cookie, authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="users_export_${day}.csv"`);
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(USER_CSV_HEADER);
    expect(rows.map((r) => [r[0], r[1]])).toEqual([
      ['Ann, "the" Parent', 'ann@csv.test'],
      ["'=cmd|' /C calc'!A0", 'evil@csv.test'],
    ]);
    expect(rows[0]![2]).toBe('Free');
    const [audit] = await t.ctx.db.select().from(adminAudit).where(eq(adminAudit.action, 'users.export'));
    expect(audit!.details).toMatchObject({ search: 'csv.test', sortBy: 'email' });
  });

  it('every user in more rows than one batch, none twice', async () => {
    await t.ctx.db.insert(users).values(
      Array.from({ length: 1005 }, (_, i) => ({
        id: randomUUID(),
        name: `Bulk ${i % 7}`,
        email: `bulk${i}@bulk.test`,
        createdAt: new Date(Date.now() - (i % 50) * 86_400_000),
      })),
    );
    for (const sortBy of ['name', 'createdAt', 'inactiveDays']) {
      const res = await t.app.request(`/api/admin/users/export/csv?search=bulk.test&sortBy=${sortBy}`, {
        headers: { cookie: admin.cookie, authorization: `Bearer ${admin.token}` },
      });
      const rows = parseCsv((await res.text()).replace(/^\uFEFF/, '')).slice(1);
      expect(rows).toHaveLength(1005);
      expect(new Set(rows.map((r) => r[1])).size).toBe(1005);
    }
  }, 120_000);
});
