import { io, type Socket } from 'socket.io-client';

/**
 * One Socket.IO connection per tab, shared by everything live (team rooms, watch links, the
 * chat). It signs in with the token given (the server checks it at the handshake); a consumer
 * that needs another token (after signing in as someone else) gets a fresh connection.
 */
let shared: { token: string | null; socket: Socket; users: number } | null = null;

interface SocketLease {
  socket: Socket;
  /** Stops this consumer's use; the connection closes when nobody uses it any more. */
  release(): void;
}

/**
 * Borrows the tab's connection. Consumers add their own handlers with `socket.on` and remove
 * exactly those with `socket.off` before releasing; a handler for 'connect' must also run at
 * once when `socket.connected` is already true.
 */
export function acquireSocket(token: string | null): SocketLease {
  if (!shared || shared.token !== token) {
    shared?.socket.disconnect();
    shared = { token, socket: io({ path: '/socket.io', auth: token ? { token } : {}, transports: ['websocket', 'polling'] }), users: 0 };
  }
  const entry = shared;
  entry.users += 1;
  let released = false;
  return {
    socket: entry.socket,
    release: () => {
      if (released) return;
      released = true;
      entry.users -= 1;
      if (entry.users === 0) {
        entry.socket.disconnect();
        if (shared === entry) shared = null;
      }
    },
  };
}
