import { connect } from 'node:net';

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * Sends one HTTP/1.1 request byte for byte over a socket. Clients such as fetch and curl normalise
 * paths (`%2e%2e`, `\`) before sending; an attacker's client does not.
 */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: localhost', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  const request = `${lines.join('\r\n')}\r\n\r\n${body ?? ''}`;
  return new Promise((resolve, reject) => {
    // Written, not ended: a half-closed socket may be closed before a slow answer is sent.
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const parsed: Record<string, string> = {};
      for (const line of headerLines) {
        const at = line.indexOf(':');
        parsed[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: parsed,
        body: rest.join('\r\n\r\n'),
      });
    });
  });
}
