import { ENV, optionalEnv } from '../env';
import { logger } from '../observability';
import { putEvent } from './bus';
import { LATE_SWEEP_DELAY_SECONDS } from '../../contract/events';

const busName = optionalEnv(ENV.generationBus);

/**
 * Has `sweep(userId)` run LATE_SWEEP_DELAY_SECONDS from now: deployed, through the bus and the sweeps'
 * delaying queue (lib/api.ts), whose function runs the same sweep for `kind`; locally, on a timer,
 * which never keeps the process alive. A sweep that finds nothing to do is harmless.
 */
export async function sweepLater(
  kind: { source: string; detailType: string },
  userId: string,
  sweep: (userId: string) => Promise<unknown>,
): Promise<void> {
  if (!busName) {
    setTimeout(
      () => void sweep(userId).catch((error) => logger.error('Late sweep failed', { kind: kind.detailType, error })),
      LATE_SWEEP_DELAY_SECONDS * 1000,
    ).unref();
    return;
  }
  await putEvent(busName, kind, { userId });
}
