// The database schema, one file per domain; drizzle-kit reads this folder.
export * from './accounting';
export * from './audit';
export * from './catalog';
export * from './consent';
export * from './fulfilment';
export * from './identity';
export * from './jobs';
export * from './legacy';
export * from './legal';
export * from './orders';
export * from './outbox';
export * from './rate-limits';
export * from './ratings';
export * from './settings';
export * from './stock';
export * from './waitlist';
export * from './withdrawals';
