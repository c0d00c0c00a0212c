import { createServer, request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

/**
 * A small loopback load balancer for the scale-out test: each HTTP request and each WebSocket
 * upgrade goes to the next app process in turn, with X-Forwarded-For appended the way a real
 * proxy does (the apps run with TRUST_PROXY=127.0.0.1). `served` records which target took
 * each request, so a test can show that both processes did the work.
 */
export interface RoundRobinProxy {
  url: string;
  served: { path: string; target: number }[];
  stop(): Promise<void>;
}

function forwardedHeaders(req: IncomingMessage, targetPort: number): IncomingHttpHeaders {
  const client = req.socket.remoteAddress ?? '127.0.0.1';
  const prior = req.headers['x-forwarded-for'];
  return {
    ...req.headers,
    host: `127.0.0.1:${targetPort}`,
    'x-forwarded-for': prior ? `${String(prior)}, ${client}` : client,
  };
}

export async function startRoundRobinProxy(targetPorts: number[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served: RoundRobinProxy['served'] = [];
  const sockets = new Set<Socket>();
  const pick = (path: string) => {
    const target = next++ % targetPorts.length;
    served.push({ path, target });
    return targetPorts[target] as number;
  };

  const server = createServer((req, res) => {
    const port = pick(req.url ?? '/');
    const upstream = request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: forwardedHeaders(req, port) },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });

  // WebSocket: pass the upgrade request on with its headers, then splice the two sockets.
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const port = pick(req.url ?? '/');
    const upstream = connect(port, '127.0.0.1', () => {
      const headers = forwardedHeaders(req, port);
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(headers)) {
        for (const one of [value ?? []].flat()) lines.push(`${name}: ${one}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    for (const s of [socket, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
