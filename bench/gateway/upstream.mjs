// Stub upstream: answers every request with the same JSON user (payload.mjs), as fast as node:http
// can, so what the benchmark sees above it is the cost of whatever sits in between.
import { createServer } from 'node:http';
import { authorizeBody } from './payload.mjs';

const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': authorizeBody.length };

const server = createServer((request, response) => {
  // Drain any request body before answering so keep-alive connections stay usable.
  request.resume();
  request.on('end', () => {
    response.writeHead(200, headers);
    response.end(authorizeBody);
  });
});
server.keepAliveTimeout = 72_000;
// run.mjs asks for this process's CPU time around each load run (CPU per request, whatever the load).
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the stub did not listen on TCP');
  process.send?.({ ready: address.port });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
