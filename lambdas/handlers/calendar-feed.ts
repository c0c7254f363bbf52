import { NotFoundError } from '../domain/errors';
import { planCalendar } from '../domain/ics';
import { ENV, optionalEnv } from '../env';
import { feedGoals, feedOwner } from '../store/calendar';
import { publicHandler } from './http';

const appUrl = optionalEnv(ENV.appUrl);

/**
 * The public calendar feed. Its secret is the only key: an unknown, reset or turned-off one is a 404
 * that says nothing about whether it ever existed.
 */
export const handler = publicHandler('calendarFeed', {
  'calendarFeed.get': async ({ params }) => {
    const userId = await feedOwner(params.token ?? '');
    if (!userId) throw new NotFoundError('No such calendar.');
    const text = planCalendar(await feedGoals(userId), { now: new Date(), ...(appUrl && { appUrl }) });
    return { status: 200, contentType: 'text/calendar; charset=utf-8', text };
  },
});
