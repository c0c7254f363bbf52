import { config } from '@/config/runtime-config';

const code = 'rounded bg-white px-1 text-xs text-slate-800';

/**
 * How the Free plan's limit is lifted on this install. Stride has no payments: Pro is granted by
 * whoever runs it. A local install (`npm start`, the only one whose config names a pool endpoint) is
 * its own owner's: it says the two commands that do it.
 */
export function LiftTheLimit({ email }: { email?: string }) {
  if (!config().userPoolEndpoint) {
    return <>Stride has no payments: Pro, with unlimited goals, is granted by whoever runs this install.</>;
  }
  return (
    <>
      This Stride runs on your own computer, so Pro is yours to take: start it with <code className={code}>DEFAULT_PLAN=pro npm start</code>{' '}
      and new accounts start on Pro, or give this one Pro with{' '}
      <code className={code}>npm run admin -- set-plan {email ?? 'you@example.com'} pro</code>.
    </>
  );
}
