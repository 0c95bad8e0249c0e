import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';

export interface TrackedServer {
  /** Stops accepting, serves what was sent, ends idle connections; resolves once all are closed. */
  stop(minIdleMs?: number): Promise<void>;
}

/**
 * Stops a server without dropping requests already sent: the listener is closed, a request that
 * still arrives on an open connection is served (while draining its answer closes the
 * connection, see drain.ts), and a connection is ended only once it carried no request for
 * minIdleMs (keep-alive sockets would otherwise hold the stop until their timeout).
 * Call at start: it watches every connection from the first.
 */
export function trackConnections(server: Server): TrackedServer {
  const sockets = new Map<Socket, { active: number; idleSince: number }>();
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { active: 0, idleSince: Date.now() });
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const state = sockets.get(req.socket);
    if (!state) return;
    state.active++;
    res.once('close', () => {
      state.active--;
      state.idleSince = Date.now();
    });
  });
  return {
    stop(minIdleMs = 500) {
      const sweep = setInterval(
        // setImmediate: the poll phase runs first, so bytes that already arrived are parsed
        // (and their connection counted active) before it is judged idle.
        () =>
          setImmediate(() => {
            for (const [socket, state] of sockets)
              if (state.active === 0 && Date.now() - state.idleSince >= minIdleMs) socket.destroy();
          }),
        100,
      );
      return new Promise((resolve) => {
        // net's close: stop accepting; the sweep above decides when an open connection is done.
        // From setImmediate, right after the poll phase accepted what was waiting: the kernel resets
        // connections still queued on a listener that closes, and on a busy event loop (PGlite
        // works on the main thread) many wait there between two polls.
        setImmediate(() =>
          net.Server.prototype.close.call(server, () => {
            clearInterval(sweep);
            resolve();
          }),
        );
      });
    },
  };
}
