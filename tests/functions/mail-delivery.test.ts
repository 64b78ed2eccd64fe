// @vitest-environment node
// The emulators' mail delivery (functions/src/mail-delivery.ts) against a real
// SMTP server: maildev, started here on ports of its own. A mail document is
// sent as the Trigger Email extension sends it (to, subject, both parts, the
// document's top-level headers such as RFC 8058's List-Unsubscribe, the
// consortium as sender) and its outcome written as the extension writes it;
// a document the extension would refuse, or a server that is not there,
// gives an ERROR delivery and sends nothing.
import { readFile } from 'node:fs/promises';
import { MailDev } from 'maildev';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliver, recordDelivery, smtpMessage, type Delivery } from '../../functions/src/mail-delivery';

const SMTP_PORT = 21025;
const maildev = new MailDev({ smtp: SMTP_PORT, ip: '127.0.0.1', disableWeb: true, silent: true });
const transport = createTransport(`smtp://127.0.0.1:${SMTP_PORT}`);
let storage: Awaited<ReturnType<MailDev['start']>>['storage'];

beforeAll(async () => {
  ({ storage } = await maildev.start());
});

afterAll(async () => {
  transport.close();
  await maildev.stop();
});

beforeEach(async () => {
  await storage.deleteAll();
});

const document = {
  to: 'reader@example.com',
  message: { subject: 'Confirm your subscription', text: 'Plain part https://timber.example/verify?token=t', html: '<p>HTML part</p>' },
  headers: { 'List-Unsubscribe': '<https://timber.example/unsubscribe?token=u>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  kind: 'confirm-subscription',
  language: 'en-CA',
};

describe('the emulators’ mail delivery', () => {
  it('sends a mail document through SMTP as the extension does, and says so', async () => {
    const delivery = await deliver(document, transport);
    expect(delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null, info: { accepted: ['reader@example.com'], rejected: [] } });
    const [mail, ...others] = await storage.getAll();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Confirm your subscription', to: [{ address: 'reader@example.com' }] });
    expect(mail!.from[0]).toMatchObject({ address: 'no-reply@atlantictimber.example', name: 'Atlantic Timber Consortium' });
    expect(mail!.text?.trim()).toBe('Plain part https://timber.example/verify?token=t');
    expect(mail!.html).toContain('HTML part');
    // The message as received (maildev's parsed headers leave out the structured List-* ones).
    const received = await readFile(mail!.source, 'utf8');
    expect(received).toContain('List-Unsubscribe: <https://timber.example/unsubscribe?token=u>');
    expect(received).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('refuses a document the extension would refuse, sending nothing', async () => {
    for (const bad of [{ ...document, to: undefined }, { ...document, message: { subject: 'No body' } }, { ...document, message: undefined }, null]) {
      const delivery = await deliver(bad, transport);
      expect(delivery).toMatchObject({ state: 'ERROR', attempts: 1, info: null });
      expect(delivery.error).toMatch(/A mail needs/);
    }
    expect(await storage.getAll()).toEqual([]);
  });

  it('records an SMTP failure as an ERROR delivery', async () => {
    const nowhere = createTransport('smtp://127.0.0.1:1');
    const delivery = await deliver(document, nowhere);
    expect(delivery.state).toBe('ERROR');
    expect(delivery.error).toMatch(/ECONNREFUSED/);
  });

  it('keeps only text headers, and the document’s own sender when it names one', () => {
    const message = smtpMessage({ ...document, from: 'Other <other@example.com>', headers: { 'X-Good': 'yes', 'X-Bad': 3 } });
    expect(message.from).toBe('Other <other@example.com>');
    expect(message.headers).toEqual({ 'X-Good': 'yes' });
  });

  it('records the outcome on its document, and logs rather than throws when the document is gone', async () => {
    const delivery: Delivery = { state: 'SUCCESS', attempts: 1, startTime: new Date(0), endTime: new Date(1), error: null, info: null };
    const written: unknown[] = [];
    const logged: string[] = [];
    const log = (message: string) => logged.push(message);
    await recordDelivery({ id: 'kept', update: (data) => Promise.resolve(written.push(data)) }, delivery, log);
    expect(written).toEqual([{ delivery }]);

    // firebase-admin's NOT_FOUND (gRPC code 5): the suites emptied Firestore, or an erasure deleted the mail.
    const gone = { id: 'gone', update: () => Promise.reject(Object.assign(new Error('5 NOT_FOUND: no entity to update'), { code: 5 })) };
    await expect(recordDelivery(gone, delivery, log)).resolves.toBeUndefined();
    expect(logged).toEqual(['The mail document gone was deleted before its delivery (SUCCESS) was recorded.']);

    // Any other failure is the function's to report.
    const refused = { id: 'refused', update: () => Promise.reject(Object.assign(new Error('7 PERMISSION_DENIED'), { code: 7 })) };
    await expect(recordDelivery(refused, delivery, log)).rejects.toThrow('PERMISSION_DENIED');
  });
});
