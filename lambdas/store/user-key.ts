import { createHash } from 'node:crypto';

/** Every item of a user lives in the user's own partition; the id comes only from the verified token. */
export const userPk = (userId: string) => `USER#${userId}`;

/**
 * The account's guard (store/account-guard.ts): outside the user's partition, so deleting that
 * partition keeps it; every write transaction checks it (store/dynamo.ts `transact`).
 */
export const guardKey = (userId: string, count?: string) => ({ PK: `ACCOUNT#${userId}`, SK: count ? `GUARD#${count}` : 'GUARD' });

/** A secret's SHA-256, URL-safe: what is stored and indexed of a link's secret, never the secret. */
export const secretDigest = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/**
 * The lookup item of a secret in a link (a calendar feed, an unsubscribe link), outside any user's
 * partition: keyed by the secret's digest, it says whose the secret is without holding it.
 */
export const secretLookupKey = (kind: 'CALFEED' | 'UNSUB', secret: string) => digestLookupKey(kind, secretDigest(secret));
/** The same key from the secret's digest, for an item that keeps only the digest. */
export const digestLookupKey = (kind: 'CALFEED' | 'UNSUB', digest: string) => ({ PK: `${kind}#${digest}`, SK: kind });
