import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '../../domain/legacy-import-schema';
import { useTestShop } from '../testing/app';
import { databaseKinds } from '../testing/databases';
import { legacyDocuments, writeLegacyExport } from '../testing/legacy-export';
import { suiteStaff } from '../testing/staff';

async function zippedExport(): Promise<{ zip: Buffer; dir: string }> {
  const dir = await writeLegacyExport(await legacyDocuments(), { relaxed: true });
  // as a farm would pack it: in a folder, beside a file that is no collection
  execFileSync('zip', ['-q', '-r', 'export.zip', '.'], { cwd: dir });
  return { zip: readFileSync(join(dir, 'export.zip')), dir };
}

describe.each(databaseKinds())('the backoffice import on $name', (kind) => {
  const shop = useTestShop(kind, { seed: false });
  const staff = suiteStaff(shop);
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  async function settled(id: string, states: ImportJob['state'][]): Promise<ImportJob> {
    const { request } = await staff();
    for (;;) {
      const job = (await request({ url: `/api/admin/legacy-imports/${id}` })).json<ImportJob>();
      if (states.includes(job.state)) return job;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('checks an uploaded ZIP, then imports it; the old product ids lead to the new ones', async () => {
    const { request } = await staff();
    const { zip, dir } = await zippedExport();
    dirs.push(dir);
    const upload = await request({
      method: 'POST',
      url: '/api/admin/legacy-imports',
      headers: { 'content-type': 'application/zip' },
      payload: zip,
    });
    expect(upload.statusCode).toBe(202);
    const checked = await settled(upload.json<ImportJob>().id, ['checked', 'failed']);
    expect(checked.state).toBe('checked');
    expect(checked.report?.dryRun).toBe(true);
    expect(checked.report?.collections.products).toEqual({
      created: 4,
      updated: 0,
      unchanged: 0,
      skipped: 8,
    });
    expect((await shop().app.inject('/api/legacy-products/p1')).statusCode).toBe(404);

    const started = await request({
      method: 'POST',
      url: `/api/admin/legacy-imports/${checked.id}/run`,
    });
    expect(started.statusCode).toBe(202);
    const done = await settled(checked.id, ['done', 'failed']);
    expect(done.report?.dryRun).toBe(false);
    expect(done.report?.collections.ratings).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
      skipped: 2,
    });
    expect(done.progress.done).toBe(done.progress.total);

    const moved = await shop().app.inject('/api/legacy-products/p1');
    expect(moved.json()).toEqual({ id: 'p-bluetenhonig-aus-dem-altbestand' });
    const product = await shop().app.inject('/api/products/c-imkern-fuer-einsteiger');
    const dates = product.json<{
      course: { dates: { freePlaces?: number; totalSpace: number }[] };
    }>();
    expect(dates.course.dates.map((date) => date.totalSpace)).toEqual([8, 6]);
  });

  it('refuses what is not a ZIP, and a run before its check', async () => {
    const { request } = await staff();
    const upload = await request({
      method: 'POST',
      url: '/api/admin/legacy-imports',
      headers: { 'content-type': 'application/zip' },
      payload: Buffer.from('kein zip'),
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json().error.code).toBe('NOT_A_ZIP');
    const unknown = await request({
      method: 'POST',
      url: '/api/admin/legacy-imports/6f1c8a52-3d7e-4f7b-9a0e-1b2c3d4e5f60/run',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('takes nothing but the ZIP: JSON, text or no body at all is a German 415', async () => {
    const { request } = await staff();
    const post = (payload: string | undefined, contentType?: string) =>
      request({
        method: 'POST',
        url: '/api/admin/legacy-imports',
        ...(contentType ? { headers: { 'content-type': contentType } } : {}),
        ...(payload === undefined ? {} : { payload }),
      });
    for (const [payload, contentType] of [
      ['{}', 'application/json'],
      ['{"products":[]}', 'application/json; charset=utf-8'],
      ['kein zip', 'text/plain'],
      [undefined, undefined],
    ] as const) {
      const refused = await post(payload, contentType);
      expect(refused.statusCode, `${contentType}`).toBe(415);
      expect(refused.json()).toEqual({
        error: {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message:
            'body: Bitte den Export als ZIP-Datei hochladen (Content-Type: application/zip).',
          details: { field: 'body' },
        },
      });
    }
  });
});
