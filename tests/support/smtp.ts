/**
 * A real SMTP server on a loopback port that keeps what it receives, for tests that check the
 * e-mails the app sends: the app's SMTP_URL points at it from start to close.
 */
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

import { eventually } from "./eventually";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  replyTo: string | null;
  /** The header lines as sent, unfolded, e.g. "List-Unsubscribe: <https://…>". */
  headerLines: string[];
}

export interface SmtpReceiver {
  inbox: ReceivedMail[];
  url: string;
  /** The last message to `to`, waiting for it to arrive (sends may run after the answer). */
  waitForMail(to: string, matching?: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        const to = Array.isArray(mail.to) ? mail.to[0]!.text : (mail.to?.text ?? "");
        inbox.push({
          to,
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          replyTo: mail.replyTo?.text ?? null,
          headerLines: mail.headerLines.map((header) => header.line.replace(/\r?\n[ \t]+/g, " ")),
        });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  const url = `smtp://127.0.0.1:${port}`;
  process.env.SMTP_URL = url;
  return {
    inbox,
    url,
    waitForMail: (to, matching = () => true) =>
      eventually(() => inbox.findLast((candidate) => candidate.to === to && matching(candidate)), `un correo a ${to}`),
    close: () => {
      delete process.env.SMTP_URL;
      return new Promise<void>((resolve) => server.close(resolve));
    },
  };
}

/** The path and query of the e-mail's link to `page` (the account confirmation link by default). */
export function linkIn(mail: ReceivedMail, page = "/verificar-correo"): string {
  const match = new RegExp(`https?://\\S+${page}\\?token=\\S+`).exec(mail.text);
  if (!match) throw new Error(`Sin enlace a ${page} en el correo:\n${mail.text}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}
