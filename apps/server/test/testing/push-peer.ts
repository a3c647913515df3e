// A local push service for the tests, speaking RFC 8030 over HTTP on 127.0.0.1: it hands out
// subscriptions like a browser would get (endpoint + p256dh + auth, keys it made itself), and for
// each POST /<id> it checks the VAPID authorization (RFC 8292: an ES256 JWT whose `aud` is this
// origin, verified with the key `k`), decrypts the aes128gcm body (RFC 8291) with the subscription's
// private key and auth secret, and records the message. It can be told to answer 404 or 410 for an id.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type PeerMessage = {
  subscription: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID public key the request was signed with (`k`). */
  vapidKey: string;
  /** The JWT's `sub` claim (VAPID_SUBJECT). */
  subject: string;
};

export type PeerSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export type PushPeer = {
  origin: string;
  /** `127.0.0.1:port`, for PUSH_EXTRA_HOSTS. */
  host: string;
  subscribe(): PeerSubscription & { id: string };
  messages(subscriptionId?: string): PeerMessage[];
  /** Requests refused because the authorization or the encryption was wrong (should stay empty). */
  rejected(): string[];
  /** From now on, answer this status (e.g. 410) to pushes for this subscription. */
  answer(subscriptionId: string, status: number): void;
  close(): Promise<void>;
};

const b64url = (buffer: Buffer) => buffer.toString('base64url');

type Receiver = { ecdh: crypto.ECDH; publicKey: Buffer; auth: Buffer; status: number };

/** RFC 8291 §3.4 and RFC 8188: one record of at most `rs` bytes (our payloads are small). */
export function decryptAes128gcm(body: Buffer, receiver: Pick<Receiver, 'ecdh' | 'publicKey' | 'auth'>): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('plus d’un enregistrement');
  const ecdhSecret = receiver.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.publicKey, senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', ecdhSecret, receiver.auth, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('délimiteur de fin absent');
  return padded.subarray(0, end);
}

/** RFC 8292: `vapid t=<jwt>, k=<key>`; the JWT signed with `k` (ES256), for this origin, not expired. */
function verifyVapid(header: string | undefined, origin: string): { vapidKey: string; subject: string } {
  const match = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`en-tête Authorization inattendu : ${header}`);
  const [, token, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('clé k invalide');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const isValid = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isValid) throw new Error('signature JWT invalide');
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header_.alg !== 'ES256') throw new Error('alg JWT inattendu');
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (payload.aud !== origin) throw new Error(`aud ${payload.aud} ≠ ${origin}`);
  if (typeof payload.exp !== 'number' || payload.exp * 1000 < Date.now()) throw new Error('JWT expiré');
  return { vapidKey: k, subject: payload.sub ?? '' };
}

export async function startPushPeer(): Promise<PushPeer> {
  const receivers = new Map<string, Receiver>();
  const messages: PeerMessage[] = [];
  const rejected: string[] = [];
  let origin = '';

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = (request.url ?? '/').slice(1);
      const receiver = receivers.get(id);
      if (request.method !== 'POST' || !receiver) {
        response.writeHead(404).end();
        return;
      }
      if (receiver.status !== 201) {
        response.writeHead(receiver.status).end();
        return;
      }
      try {
        const { vapidKey, subject } = verifyVapid(request.headers.authorization, origin);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('Content-Encoding ≠ aes128gcm');
        const plain = decryptAes128gcm(Buffer.concat(chunks), receiver);
        messages.push({
          subscription: id,
          payload: JSON.parse(plain.toString('utf8')),
          ttl: request.headers.ttl as string | undefined,
          urgency: request.headers.urgency as string | undefined,
          vapidKey,
          subject,
        });
        response.writeHead(201, { Location: `${origin}/message/${messages.length}` }).end();
      } catch (error) {
        rejected.push(`${id}: ${(error as Error).message}`);
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    host: `127.0.0.1:${port}`,
    subscribe() {
      const ecdh = crypto.createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const id = crypto.randomBytes(12).toString('hex');
      receivers.set(id, { ecdh, publicKey, auth, status: 201 });
      return { id, endpoint: `${origin}/${id}`, keys: { p256dh: b64url(publicKey), auth: b64url(auth) } };
    },
    messages: (subscriptionId) => messages.filter((message) => subscriptionId === undefined || message.subscription === subscriptionId),
    rejected: () => [...rejected],
    answer(subscriptionId, status) {
      const receiver = receivers.get(subscriptionId);
      if (receiver) receiver.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
