import { createServer } from 'node:net';

/** A readable failure for the one thing that most often goes wrong when starting locally. */
export class PortInUseError extends Error {
  constructor(
    readonly service: string,
    readonly port: number,
    readonly envName: string,
  ) {
    super(`Port ${port} (${service}) is already in use. Stop whatever uses it, or set ${envName} to another port.`);
    this.name = 'PortInUseError';
  }
}

/** Resolves with the port if it can be bound on `host`, or a free one when `port` is 0. */
export function claimPort(host: string, port: number, service: string, envName: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(service, port, envName) : error),
    );
    server.listen(port, host, () => {
      const { port: bound } = server.address() as { port: number };
      server.close(() => resolve(bound));
    });
  });
}
