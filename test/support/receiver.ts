import { jest } from '@jest/globals';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local webhook receiver: records every POST and answers with the status `answer` gives (or never, for 'hang'). */
export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  /** TCP connections accepted, requests or not (a refused delivery must not even connect). */
  connections: number;
  answer: (n: number) => number | 'hang';
  close: () => Promise<void>;
}

export async function startReceiver(answer: (n: number) => number | 'hang' = () => 200): Promise<Receiver> {
  const received: Received[] = [];
  const hanging = new Set<import('node:http').ServerResponse>();
  const receiver: Receiver = { url: '', port: 0, received, connections: 0, answer, close: async () => undefined };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      const status = receiver.answer(received.length);
      if (status === 'hang') hanging.add(res);
      else res.writeHead(status).end();
    });
  });
  server.on('connection', () => receiver.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.port = (server.address() as { port: number }).port;
  receiver.url = `http://127.0.0.1:${receiver.port}/hook`;
  receiver.close = () =>
    new Promise((resolve) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/**
 * Checks a delivery as a receiver does, with the Standard Webhooks library (signature over id, timestamp and
 * body; timestamps more than 5 minutes from the receiver's clock refused), the receiver's clock reading `nowMs`.
 * Returns the parsed body; throws WebhookVerificationError when the check fails.
 */
export function verifyDelivery(secret: string, delivery: Received, nowMs: number): unknown {
  const now = jest.spyOn(Date, 'now').mockReturnValue(nowMs);
  try {
    return new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>);
  } finally {
    now.mockRestore();
  }
}

/** A local port with nothing listening on it. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
