// What a customer's browser sends in the journey benchmarks: its headers, one request with the
// body read in full, and the simulated card and buyer the payment form is filled with.
import { type Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'de-DE,de;q=0.9',
  'user-agent': 'Mozilla/5.0 (hofladen journey bench)',
};
export const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
export const BUYER = {
  name: 'Jürgen Müller',
  deliveryAddress: { street: 'Lindenweg 4', postalCode: '14467', town: 'Görlitz', country: 'DE' },
  phone: null,
};

export interface Answer {
  status: number;
  body: string;
}

const decoders: Record<string, (body: Buffer) => Buffer> = {
  gzip: gunzipSync,
  br: brotliDecompressSync,
};

/**
 * One request; the body is read in full, and decoded only when `json` (asked for uncompressed)
 * or `page` (a page whose data the customer's browser acts on): other pages' HTML is not.
 */
export function send(
  url: string,
  options: {
    method?: string;
    headers: Record<string, string>;
    body?: string;
    json?: boolean;
    page?: boolean;
    agent?: Agent;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = request(
      {
        agent: options.agent,
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: {
          ...BROWSER_HEADERS,
          ...(options.json ? { 'accept-encoding': 'identity' } : {}),
          ...options.headers,
          ...(options.body === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(options.body)),
              }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const decode = decoders[response.headers['content-encoding'] ?? ''] ?? ((raw) => raw);
          const body = options.json
            ? Buffer.concat(chunks).toString('utf8')
            : options.page
              ? decode(Buffer.concat(chunks)).toString('utf8')
              : '';
          resolve({ status: response.statusCode ?? 0, body });
        });
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
