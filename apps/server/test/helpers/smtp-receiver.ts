import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the receiver got it, parsed. */
export interface ReceivedMail {
  readonly to: string;
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface SmtpReceiver {
  /** `smtp://127.0.0.1:PORT`, for SMTP_URL. */
  readonly url: string;
  readonly received: readonly ReceivedMail[];
  /** Waits for a message to `to` that `match` accepts (the newest first). */
  waitFor(to: string, match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package, no TLS, no auth) that parses every
 * message it is given (`mailparser`): tests point SMTP_URL at it and read what the player gets.
 */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const recipient of session.envelope.rcptTo) {
            received.push({
              to: recipient.address.toLowerCase(),
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
            });
          }
          callback();
        })
        .catch((error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve();
    });
  });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('the SMTP receiver has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    async waitFor(to, match = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.findLast((mail) => mail.to === to.toLowerCase() && match(mail));
        if (found !== undefined) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived at the SMTP receiver`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
