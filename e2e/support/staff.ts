// The staff account the e2e server is started with (playwright.config.ts creates it through
// `npm run user:create` before the server starts); the JWT secret is checked not to leak.
export const STAFF_EMAIL = process.env.E2E_STAFF_EMAIL ?? 'greta@hofladen.example';
export const STAFF_PASSWORD = process.env.E2E_STAFF_PASSWORD ?? 'Lindenblüte-im-Juni-42';
export const E2E_JWT_SECRET = 'e2e-only-secret-9f4c2a7d1b8e6035a1c4d7e2f9b0c3a6';
