import { LIMITS } from '../../contract/api';
import { historyQuerySchema, historySummaryQuerySchema } from '../../contract/schemas/history';
import { historySummary, listHistory } from '../app/history/read';
import { httpHandler, parse } from './http';

export const handler = httpHandler('history', {
  'history.list': async ({ identity, query }) => {
    const { goalId, cursor, limit } = parse(historyQuerySchema, query);
    return { status: 200, body: await listHistory(identity.userId, { goalId, cursor, limit: limit ?? LIMITS.historyPage }) };
  },

  'history.summary': async ({ identity, query }) => {
    const { goalId } = parse(historySummaryQuerySchema, query);
    return { status: 200, body: await historySummary(identity.userId, goalId) };
  },
});
