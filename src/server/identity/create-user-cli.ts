import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { CreateUserRequest, type StaffRole } from '../../domain/identity';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { migrateDatabase } from '../db/migrate';
import { AppError } from '../errors';
import { addressForTool, announcedAddress } from '../settings/announced-address';
import { createUser } from './users';

const USAGE =
  'npm run user:create -- --email anna@hofladen.example --first-name Anna --last-name Imker [--role staff|admin] [--fhir-id …]\n' +
  'Das Passwort wird zweimal abgefragt (oder aus der ersten Zeile der Standardeingabe gelesen).';

/** Asks on the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  const terminal = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: true,
  });
  const writer = terminal as unknown as { _writeToOutput(text: string): void };
  let prompting = true;
  writer._writeToOutput = (text) => {
    if (prompting) process.stdout.write(text);
  };
  return new Promise((resolve) => {
    terminal.question(question, (answer) => {
      terminal.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    prompting = false;
  });
}

async function firstLineOfStdin(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const first = await askHidden('Passwort (mindestens 12 Zeichen): ');
  const second = await askHidden('Passwort wiederholen: ');
  if (first !== second) throw new UsageError('Die beiden Passwörter stimmen nicht überein.');
  return first;
}

class UsageError extends Error {}

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      role: { type: 'string', default: 'admin' },
      'fhir-id': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !values.email || !values['first-name'] || !values['last-name'])
    throw new UsageError(`Aufruf:\n  ${USAGE}`);
  const role = values.role as StaffRole;
  if (role !== 'admin' && role !== 'staff') throw new UsageError('--role ist staff oder admin.');

  const config = loadConfig();
  const password = await readPassword();
  const parsed = CreateUserRequest.safeParse({
    email: values.email,
    firstName: values['first-name'],
    lastName: values['last-name'],
    password,
    ...(values['fhir-id'] ? { fhirId: values['fhir-id'] } : {}),
    // an admin may also create further accounts in the backoffice
    roles: role === 'admin' ? ['staff', 'admin'] : ['staff'],
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new UsageError(`Ungültige Angaben:\n${lines.join('\n')}`);
  }

  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 1,
  });
  try {
    await migrateDatabase(database);
    const user = await createUser(database.db, parsed.data);
    const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
    const address = addressForTool(
      process.env,
      config.PUBLIC_URL,
      await announcedAddress(database.db),
    );
    console.log(
      `Konto für ${user.email} angelegt (${user.roles.join(', ')}; ${where}).\n` +
        `Anmelden: ${address}/auth/login`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof AppError;
  console.error(known ? (error as Error).message : error);
  process.exitCode = known ? 2 : 1;
});
