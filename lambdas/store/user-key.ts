/** Every item of a user lives in the user's own partition; the id comes only from the verified token. */
export const userPk = (userId: string) => `USER#${userId}`;

/**
 * The account's guard (store/account-guard.ts): outside the user's partition, so deleting that
 * partition keeps it; every write transaction checks it (store/dynamo.ts `transact`).
 */
export const guardKey = (userId: string) => ({ PK: `ACCOUNT#${userId}`, SK: 'GUARD' });
