import { NotFoundError } from '../domain/errors';
import { ENV, optionalEnv } from '../env';
import { calendarFeedText } from '../app/calendar/feed';
import { publicHandler } from './http';

const appUrl = optionalEnv(ENV.appUrl);

/**
 * The public calendar feed. Its secret is the only key: an unknown, reset or turned-off one is a 404
 * that says nothing about whether it ever existed.
 */
export const handler = publicHandler('calendarFeed', {
  'calendarFeed.get': async ({ params }) => {
    const text = await calendarFeedText(params.token ?? '', { now: new Date(), ...(appUrl && { appUrl }) });
    if (text === undefined) throw new NotFoundError('No such calendar.');
    return { status: 200, contentType: 'text/calendar; charset=utf-8', text };
  },
});
