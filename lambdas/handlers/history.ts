import { LIMITS } from '../domain/contract';
import { historyQuerySchema } from '../domain/schemas';
import { listHistory } from '../store/history';
import { httpHandler, parse } from './http';

export const handler = httpHandler({
  'GET /history': async ({ identity, query }) => {
    const { goalId, cursor, limit } = parse(historyQuerySchema, query);
    return { status: 200, body: await listHistory(identity.userId, { goalId, cursor, limit: limit ?? LIMITS.historyPage }) };
  },
});
