// A free TCP port on loopback, for a server a test or a bench starts in another process: the
// system picks one, the probe closes it, and the caller listens on it. Shared by the tests and
// the benches (plain JavaScript, so the benches run it without a compile step).
import { createServer } from 'node:net';

/** A port nothing listens on right now on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    // The probe must not keep a process alive whose work is done.
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
