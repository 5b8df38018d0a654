import { subscribe } from 'node:diagnostics_channel';
import type { Socket } from 'node:net';

// Loaded into the spawned BFF (`node --import tsx --import <this> src/server.ts`): it changes
// nothing there, it only tells the test which client ports the server accepted, so "accepted" is
// the server's own word and not a guess from the client side.
subscribe('net.server.socket', (message) => {
  const { socket } = message as { socket: Socket };
  process.stderr.write(`ACCEPTED ${socket.remotePort}\n`);
});
