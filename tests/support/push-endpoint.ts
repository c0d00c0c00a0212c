import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * A push service on loopback holding one browser-like subscription made here (its own P-256 key
 * pair and auth secret). It decrypts what arrives (RFC 8291 + RFC 8188 aes128gcm), so a test sees
 * the payload exactly as the browser would. `status` makes it answer like an expired subscription.
 */
export async function startPushEndpoint(status = 201) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const received: { headers: Record<string, unknown>; payload: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (status < 300) received.push({ headers: req.headers, payload: decrypt(Buffer.concat(chunks)) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  function decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const serverPublic = body.subarray(21, 21 + idLength);
    const ciphertext = body.subarray(21 + idLength);
    const userPublic = ecdh.getPublicKey();
    const shared = ecdh.computeSecret(serverPublic);
    const prkKey = hmac(authSecret, shared);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), userPublic, serverPublic]);
    const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
    const prk = hmac(salt, ikm);
    const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
    const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const plain = Buffer.concat([
      decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
      decipher.final(),
    ]);
    // Strip the padding: the last record ends with 0x02 then zeros.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end -= 1;
    return plain.subarray(0, end).toString('utf8');
  }

  return {
    received,
    subscription: {
      endpoint: `http://127.0.0.1:${port}/push/${randomBytes(8).toString('hex')}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
