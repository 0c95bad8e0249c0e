import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';

export interface TrackedServer {
  /** Stops accepting, serves what was sent, ends idle connections; resolves once all are closed. */
  stop(minIdleMs?: number): Promise<void>;
}

/**
 * Stops a server without dropping requests already sent. http.Server.close() also destroys every
 * connection it sees as idle, and that includes a connection whose request bytes have arrived but
 * are not parsed yet (a busy event loop): the client sees a reset. Here the listener is closed,
 * and a connection is ended only once it carried no request for minIdleMs; a request that
 * arrives meanwhile is served (while draining its answer closes the connection, see drain.ts).
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
        // net's close, not http's: stop accepting without destroying the connections it deems idle.
        net.Server.prototype.close.call(server, () => {
          clearInterval(sweep);
          resolve();
        });
      });
    },
  };
}
