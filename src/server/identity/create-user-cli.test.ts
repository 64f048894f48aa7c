import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { freePort, spawnShop, waitUntilHealthy } from '../testing/server-process';
import { findUserByEmail } from './users';

const dataDir = mkdtempSync(join(tmpdir(), 'hofladen-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The environment without the shop's address settings, as on a machine where none are set. */
function withoutAddress(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { PORT: _port, PUBLIC_URL: _publicUrl, ...rest } = env;
  return rest;
}

/** `npm run user:create -- …` with the password on stdin, as a script or a pipe would give it. */
function createUserCli(args: string[], stdin: string, env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/identity/create-user-cli.ts', ...args],
    {
      env: { ...withoutAddress(process.env), DATA_DIR: dataDir, DATABASE_URL: '', ...env },
      stdio: 'pipe',
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  child.stdin.end(stdin);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

const anna = ['--email', 'Anna@Hofladen.example', '--first-name', 'Anna', '--last-name', 'Müller'];
const bernd = ['--email', 'bernd@hofladen.example', '--first-name', 'Bernd', '--last-name', 'Ott'];

describe('npm run user:create on the embedded database', () => {
  let port = 0;

  it('tells a fresh shop how to create the first staff account', async () => {
    port = await freePort();
    const shop = spawnShop({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' });
    try {
      await waitUntilHealthy(shop, port);
      expect(shop.output()).toContain('npm run user:create -- --email');

      // the folder belongs to the running server: the CLI and a second server say so and stop
      const cli = await createUserCli(anna, 'Bienenstock-Lindenblüte-42\n');
      expect(cli.code).toBe(2);
      expect(cli.output).toContain(`Der Datenordner ${dataDir} wird schon von einem anderen`);
      expect(cli.output).toContain('DATABASE_URL');
      const second = spawnShop({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('wird schon von einem anderen Hofladen-Prozess');
    } finally {
      shop.child.kill('SIGTERM');
      await shop.exited;
    }
    // three processes, each compiling the shop's sources with tsx as it starts
  }, 180_000);

  it('creates an account from the first line of stdin once the server is stopped', async () => {
    const weak = await createUserCli(anna, 'hofladen2024!\n');
    expect(weak.code).toBe(2);
    expect(weak.output).toContain(
      'Das Passwort ist leicht zu erraten. Es sollten keine persönlichen oder Seiten relevanten Daten vorkommen.',
    );

    const created = await createUserCli(anna, 'Bienenstock-Lindenblüte-42\nignored\n');
    expect(created.output).toContain('Konto für anna@hofladen.example angelegt (staff, admin');
    // no PORT given to the CLI: the login is where the shop last ran, not on :3000
    expect(created.output).toContain(`Anmelden: http://localhost:${port}/auth/login`);
    expect(created.code).toBe(0);

    const again = await createUserCli(anna, 'Bienenstock-Lindenblüte-42\n');
    expect(again.code).toBe(2);
    expect(again.output).toContain('Es gibt bereits ein Konto mit dieser E-Mail-Adresse.');

    const database = await openDatabase({ dataDir });
    try {
      const user = await findUserByEmail(database.db, 'anna@hofladen.example');
      expect(user?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(user?.roles).toEqual(['staff', 'admin']);
    } finally {
      await database.close();
    }
    // each run loads the password dictionaries in a fresh process
  }, 180_000);

  it('follows PUBLIC_URL, else PORT, when the CLI is given them', async () => {
    const onPort = await createUserCli(bernd, 'Bienenstock-Lindenblüte-42\n', { PORT: '3917' });
    expect(onPort.output).toContain('Anmelden: http://localhost:3917/auth/login');
    const carla = [
      '--email',
      'carla@hofladen.example',
      '--first-name',
      'Carla',
      '--last-name',
      'Ott',
    ];
    const publicUrl = await createUserCli(carla, 'Bienenstock-Lindenblüte-42\n', {
      PORT: '3917',
      PUBLIC_URL: 'https://shop.hofladen.example/',
    });
    expect(publicUrl.output).toContain('Anmelden: https://shop.hofladen.example/auth/login');
  });

  it('explains its usage when arguments are missing', async () => {
    const usage = await createUserCli(['--email', 'x@y.de'], '');
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('npm run user:create -- --email');
  });
});
