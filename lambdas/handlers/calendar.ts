import { deleteFeed, getFeed, resetFeed } from '../store/calendar';
import { httpHandler } from './http';

/** The signed-in user's calendar subscription: see it, make or reset its secret, turn it off. */
export const handler = httpHandler('calendar', {
  'calendar.get': async ({ identity }) => ({ status: 200, body: { feed: await getFeed(identity.userId) } }),

  'calendar.reset': async ({ identity }) => ({ status: 200, body: { feed: await resetFeed(identity.userId) } }),

  'calendar.delete': async ({ identity }) => {
    await deleteFeed(identity.userId);
    return { status: 204 };
  },
});
