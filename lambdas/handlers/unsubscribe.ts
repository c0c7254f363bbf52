import { NotFoundError } from '../domain/errors';
import { unsubscribe } from '../store/reminder';
import { publicHandler } from './http';

/**
 * The unsubscribe link of every reminder, without signing in: the web page's button and a mail
 * client's one-click List-Unsubscribe (RFC 8058) both POST here. A token that is not one of ours is a
 * 404 that says nothing more.
 */
export const handler = publicHandler('unsubscribe', {
  'reminders.unsubscribe': async ({ params }) => {
    if (!(await unsubscribe(params.token ?? ''))) throw new NotFoundError('This unsubscribe link is not valid.');
    return { status: 200, contentType: 'application/json', text: JSON.stringify({ unsubscribed: true }) };
  },
});
