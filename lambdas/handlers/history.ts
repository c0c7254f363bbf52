import { LIMITS } from '../../contract/api';
import { historyQuerySchema } from '../../contract/schemas';
import { listHistory } from '../store/history';
import { httpHandler, parse } from './http';

export const handler = httpHandler('history', {
  'history.list': async ({ identity, query }) => {
    const { goalId, cursor, limit } = parse(historyQuerySchema, query);
    return { status: 200, body: await listHistory(identity.userId, { goalId, cursor, limit: limit ?? LIMITS.historyPage }) };
  },
});
