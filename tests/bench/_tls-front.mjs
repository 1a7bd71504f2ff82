// A TLS front for the benches that load pages: HTTP/2 to the browser (HTTP/1.1 too, for the live
// socket's upgrade), plain HTTP/1.1 to the product server behind it, as a deployment's reverse
// proxy does (docs/scaling.md). A certificate for 127.0.0.1 is made with openssl for each front;
// the browser is told to accept it (`--ignore-certificate-errors`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers HTTP/2 forbids in a response (RFC 9113, 8.2.2). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'savdo-tls-front-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts a front for the server at `backend` (`http://127.0.0.1:<port>`); answers its https base
 * URL and `stop`.
 */
export async function startTlsFront(backend) {
  const target = new URL(backend);
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });

  server.on('request', (req, res) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = req.headers[':authority'] ?? req.headers.host ?? target.host;
    headers['x-forwarded-proto'] = 'https';
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        const out = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name)) out[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });

  // The live socket: a WebSocket upgrade arrives over HTTP/1.1 and is passed through as bytes.
  server.on('upgrade', (req, socket, head) => {
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const close = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', close);
    socket.on('error', close);
  });

  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  return {
    base: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve(undefined));
      }),
  };
}
