import { once } from "node:events";
import { createServer, type AddressInfo, type Socket } from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent after DATA (headers and body, dot-unstuffed). */
  data: string;
}

export interface SmtpServer {
  url: string;
  received: ReceivedMail[];
  /** While true, DATA gets no answer: the sender hangs mid-send (the fault tests kill it there). */
  stallAtData: boolean;
  /** DATA commands seen, stalled ones included. */
  readonly dataCommands: number;
  /** Resolves once `count` messages have arrived, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The smallest SMTP server nodemailer will talk to (RFC 5321's EHLO, MAIL, RCPT, DATA, QUIT; no
 * TLS, no AUTH), on 127.0.0.1, keeping what it receives, so the outbox's SMTP path is tested for real.
 */
export async function startSmtpServer(): Promise<SmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const state = { stallAtData: false, dataCommands: 0 };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let mail: ReceivedMail = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 test-smtp ready");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(mail);
            mail = { from: "", to: [], data: "" };
            reply("250 queued");
            for (const wake of waiters.splice(0)) wake();
          } else mail.data += `${line.startsWith("..") ? line.slice(1) : line}\r\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") reply("250 test-smtp");
        else if (verb === "HELO" || verb === "RSET" || verb === "NOOP") reply("250 ok");
        else if (verb === "MAIL") {
          mail.from = line.slice(10).replace(/[<>]/g, "").split(" ")[0] ?? "";
          reply("250 ok");
        } else if (verb === "RCPT") {
          mail.to.push(line.slice(8).replace(/[<>]/g, ""));
          reply("250 ok");
        } else if (verb === "DATA") {
          state.dataCommands++;
          if (state.stallAtData) continue;
          inData = true;
          reply("354 end with <CRLF>.<CRLF>");
        } else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
        } else reply("502 not implemented");
      }
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get stallAtData() {
      return state.stallAtData;
    },
    set stallAtData(stall: boolean) {
      state.stallAtData = stall;
    },
    get dataCommands() {
      return state.dataCommands;
    },
    waitFor: (count, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${received.length} of ${count} mails arrived`)),
          timeoutMs,
        );
        const check = () => {
          if (received.length >= count) {
            clearTimeout(timer);
            resolve();
          } else waiters.push(check);
        };
        check();
      }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, "close");
    },
  };
}
