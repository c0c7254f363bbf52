/** The first thing a new account hears: a welcome by name, and what comes next. */
export const welcome = (firstName: string | undefined) => ({
  title: firstName ? `Welcome to Stride, ${firstName}!` : 'Welcome to Stride!',
  description: 'Your account is ready. Pick your first goal, and Stride plans the weeks for you.',
});
