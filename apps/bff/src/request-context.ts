import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { traceIdOf } from './observability/trace';

// The request fields are declared in trpc/init.ts, beside upstreamCalls: the web type-checks that file.

/**
 * What every upstream call of a request needs to know about the browser's request: its trace, and
 * whether the browser is still there. A call made for a browser that has left is cancelled, so a
 * burst of closed tabs or slow clients cannot keep upstream connections busy.
 */
async function requestContext(app: FastifyInstance): Promise<void> {
  app.decorateRequest('traceId', '');
  app.decorateRequest('clientSignal', null);
  // A callback hook: an async one costs a promise and a microtask turn per request.
  app.addHook('onRequest', (request, reply, done) => {
    request.traceId = traceIdOf(request.headers.traceparent);
    const controller = new AbortController();
    // The response closes when it is finished or when its connection drops; only an unfinished
    // response means the browser left. (The request's own 'close' also fires once a body is read.)
    // One shared listener that finds the controller on the response: no closure per request.
    (reply.raw as ResponseWithController)[kController] = controller;
    reply.raw.once('close', onResponseClose);
    request.clientSignal = controller.signal;
    done();
  });
}

const kController = Symbol('studyflow.clientController');

type ResponseWithController = ServerResponse & { [kController]?: AbortController };

function onResponseClose(this: ResponseWithController): void {
  if (!this.writableFinished) this[kController]?.abort(new Error('client closed the connection'));
}

export default fp(requestContext, { name: 'studyflow-request-context', fastify: '5.x' });
