import { describe, expect, it } from 'vitest';
import { createMailQueue } from './mail-queue';
import type { MailContent, Mailer } from './mailer';

const mail = (to: string): MailContent => ({ to, subject: 'Hi', text: 'Hi\n', html: '<p>Hi</p>' });

function recorder() {
  const lines: { level: string; details: object; message: string }[] = [];
  return {
    lines,
    error: (details: object, message: string) => lines.push({ level: 'error', details, message }),
    warn: (details: object, message: string) => lines.push({ level: 'warn', details, message }),
  };
}

function memoryMailer(fail?: (mail: MailContent) => boolean): Mailer & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    async send(content) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (fail?.(content)) throw new Error('SMTP said no');
      sent.push(content.to);
    },
    async close() {},
  };
}

describe('createMailQueue', () => {
  it('runs nothing before the caller has moved on, then sends every mail', async () => {
    const mailer = memoryMailer();
    const queue = createMailQueue(mailer, recorder());
    let composed = false;
    queue.enqueue('a', async () => {
      composed = true;
      return mail('a@example.org');
    });
    await Promise.resolve();
    expect(composed).toBe(false);
    await queue.idle();
    expect(mailer.sent).toEqual(['a@example.org']);
  });

  it('logs a failing job or transport with its label, without the address, and keeps going', async () => {
    const mailer = memoryMailer((content) => content.to === 'b@example.org');
    const log = recorder();
    const queue = createMailQueue(mailer, log);
    queue.enqueue('broken-job', async () => {
      throw new Error('token insert failed');
    });
    queue.enqueue('refused', async () => mail('b@example.org'));
    queue.enqueue('nothing-to-send', async () => undefined);
    queue.enqueue('fine', async () => mail('c@example.org'));
    await queue.idle();
    expect(mailer.sent).toEqual(['c@example.org']);
    expect(
      log.lines.map((line) => [line.level, line.message, (line.details as { mail: string }).mail]),
    ).toEqual([
      ['error', 'mail could not be sent', 'broken-job'],
      ['error', 'mail could not be sent', 'refused'],
    ]);
    expect(JSON.stringify(log.lines.map((line) => line.details))).not.toContain('b@example.org');
  });

  it('keeps at most `concurrency` jobs in flight and drops what overflows the waiting line', async () => {
    let inFlight = 0;
    let peak = 0;
    const mailer: Mailer = {
      async send() {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 2));
        inFlight -= 1;
      },
      async close() {},
    };
    const log = recorder();
    const queue = createMailQueue(mailer, log, { concurrency: 2, maxWaiting: 5 });
    for (let index = 0; index < 7; index += 1) queue.enqueue(`m${index}`, async () => mail('x@example.org'));
    await queue.idle();
    expect(peak).toBe(2);
    expect(log.lines.filter((line) => line.level === 'warn').map((line) => line.message)).toEqual([
      'mail queue full: mail dropped',
      'mail queue full: mail dropped',
    ]);
  });

  it('is idle at once when nothing is queued', async () => {
    await expect(createMailQueue(memoryMailer(), recorder()).idle()).resolves.toBeUndefined();
  });
});
