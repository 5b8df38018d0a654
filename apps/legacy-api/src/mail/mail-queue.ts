import type { MailContent, Mailer } from './mailer';

/**
 * Composes one mail when its turn comes, doing any database work it needs (issuing a token) there
 * too; undefined when it turns out there is nothing to send.
 */
export type MailJob = () => Promise<MailContent | undefined>;

export interface MailQueue {
  /** Returns at once: the job starts after the current request has been answered. */
  enqueue(label: string, job: MailJob): void;
  /** Resolves once every queued job has sent its mail or failed. */
  idle(): Promise<void>;
}

interface QueueLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface MailQueueOptions {
  /** Jobs in flight at once; a slow SMTP server then delays mail, never requests. */
  concurrency?: number;
  /** Jobs waiting beyond this are dropped (and logged) rather than growing memory without end. */
  maxWaiting?: number;
}

/**
 * An in-process queue in front of the mailer. Whether a request mails anyone must not show in how
 * long it takes to answer, so handlers only enqueue; composing, token issuing and the transport run
 * later, and a failure is logged with its label (never the address), not thrown at the caller.
 */
export function createMailQueue(mailer: Mailer, log: QueueLog, options: MailQueueOptions = {}): MailQueue {
  const concurrency = options.concurrency ?? 2;
  const maxWaiting = options.maxWaiting ?? 1000;
  const waiting: { label: string; job: MailJob }[] = [];
  let running = 0;
  let settled: (() => void)[] = [];

  const wakeIdleWaiters = () => {
    if (running > 0 || waiting.length > 0) return;
    const callbacks = settled;
    settled = [];
    for (const callback of callbacks) callback();
  };

  async function run(label: string, job: MailJob): Promise<void> {
    try {
      const mail = await job();
      if (mail) await mailer.send(mail);
    } catch (error) {
      log.error({ err: error, mail: label }, 'mail could not be sent');
    }
  }

  function pump(): void {
    while (running < concurrency) {
      const next = waiting.shift();
      if (!next) break;
      running += 1;
      void run(next.label, next.job).finally(() => {
        running -= 1;
        pump();
        wakeIdleWaiters();
      });
    }
  }

  return {
    enqueue(label, job) {
      if (waiting.length >= maxWaiting) {
        log.warn({ mail: label, waiting: waiting.length }, 'mail queue full: mail dropped');
        return;
      }
      waiting.push({ label, job });
      // A later turn of the event loop: the job never runs inside the handler's own await chain.
      setImmediate(pump);
    },
    idle() {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => settled.push(resolve));
    },
  };
}
