import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives; `failNext` refuses messages. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures--;
          const err = Object.assign(new Error('Servicio no disponible'), { responseCode: 451 });
          return callback(err);
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext: (n: number) => (failures = n),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The text/plain part of a raw message as a person reads it: its transfer encoding
 * (quoted-printable or base64) undone and the bytes read as UTF-8.
 */
export function plainText(raw: string): string {
  const part =
    /Content-Type: text\/plain[^\n]*\r?\nContent-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([\s\S]*?)\r?\n(?:--|$)/i.exec(
      raw,
    );
  if (!part) throw new Error(`no text/plain part in:\n${raw.slice(0, 500)}`);
  const [, encoding, body] = part as unknown as [string, string, string];
  if (encoding.toLowerCase() === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding.toLowerCase() !== 'quoted-printable') return body;
  const bytes: number[] = [];
  const unfolded = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded[i] === '=' ? /^[0-9A-F]{2}/i.exec(unfolded.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(unfolded.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
