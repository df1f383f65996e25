/**
 * Binding a port: the requested one, or the next free one unless `strictPort`.
 */
import type { Server } from 'node:http';
import { UsageError } from '../shared/errors.js';

/** How many ports after the requested one are tried when it is taken. */
export const PORT_ATTEMPTS = 20;

/**
 * Listens on `host:port`; when the port is taken and `strictPort` is false,
 * tries the next {@link PORT_ATTEMPTS} ports.
 * @returns the port bound
 * @throws UsageError when no port could be bound
 */
export async function listen(server: Server, host: string, port: number, strictPort: boolean): Promise<number> {
  const last = strictPort || port === 0 ? port : port + PORT_ATTEMPTS;
  for (let p = port; p <= last; p++) {
    const bound = await new Promise<number | NodeJS.ErrnoException>((resolve) => {
      const onError = (error: NodeJS.ErrnoException) => resolve(error);
      server.once('error', onError);
      server.listen(p, host, () => {
        server.off('error', onError);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : p);
      });
    });
    if (typeof bound === 'number') return bound;
    if (bound.code !== 'EADDRINUSE') throw new UsageError(`Cannot listen on ${host}:${p}: ${bound.message}`);
  }
  throw new UsageError(
    strictPort ? `Port ${port} is already in use (--strict-port)` : `Ports ${port}-${last} are all in use; choose one with --port`,
  );
}
