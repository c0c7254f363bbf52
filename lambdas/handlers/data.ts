import * as z from 'zod/mini';
import { todayIn } from '../../contract';
import { importSchema } from '../../contract/schemas/data';
import { importUserData } from '../app/data/import';
import { exportCompletedCsv, exportUser } from '../app/data/export';
import { httpHandler, parse } from './http';

const exportQuery = z.strictObject({ format: z.optional(z.enum(['json', 'csv'], { error: 'must be json or csv' })) });

/** The user's own data: all of it to take away (JSON, or completed tasks as CSV), and an export taken back. */
export const handler = httpHandler('data', {
  'data.export': async ({ identity, query }) => {
    const { format = 'json' } = parse(exportQuery, query);
    const day = todayIn();
    if (format === 'json') {
      return {
        status: 200,
        body: JSON.stringify(await exportUser(identity)),
        file: { contentType: 'application/json; charset=utf-8', name: `stride-export-${day}.json` },
      };
    }
    const csv = await exportCompletedCsv(identity);
    return { status: 200, body: csv, file: { contentType: 'text/csv; charset=utf-8', name: `stride-completed-${day}.csv` } };
  },

  'data.import': async ({ identity, body }) => ({
    status: 200,
    body: { imported: await importUserData(identity, parse(importSchema, body)) },
  }),
});
