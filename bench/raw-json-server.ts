// The product-list benchmark's floor in a process of its own: node:http answering every request
// with the bytes of the file named in RAW_BODY_FILE, on PORT.
import { readFileSync } from 'node:fs';
import { startRawJson } from './servers';

const body = readFileSync(process.env.RAW_BODY_FILE as string);
const server = await startRawJson(body, Number(process.env.PORT));
console.log(server.origin);
process.once('SIGTERM', () => {
  server.close().then(() => process.exit(0));
});
