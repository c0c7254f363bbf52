/** Every item of a user lives in the user's own partition; the id comes only from the verified token. */
export const userPk = (userId: string) => `USER#${userId}`;
