// Sends a large JSON answer compressed in one synchronous call at the fastest levels. Through the
// compression plugin's stream, a 75 kB nearby answer cost three times the throughput of the
// uncompressed one (bench/RESULTS.md); one brotliCompressSync at quality 1 costs about 0.25 ms
// (bench/compression-levels.ts). Choice of encodings: docs/nearby-search.md.
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this, compression saves less than a network packet. */
const MIN_BYTES = 1024;
const BROTLI_PARAMS = { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 1 };

/** The encoding to use for an Accept-Encoding header: brotli, then gzip; `;q=0` refuses one. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const quality = params.find((param) => param.startsWith('q='));
    if (quality && Number(quality.slice(2)) === 0) continue;
    if (name) accepted.add(name);
  }
  if (accepted.has('br') || accepted.has('*')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** Sends `body` (JSON already serialized, UTF-8) with the best encoding the client accepts. */
export function sendCompressedJson(request: FastifyRequest, reply: FastifyReply, body: Buffer): FastifyReply {
  reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  const encoding = body.length < MIN_BYTES ? 'identity' : chooseEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(body);
  reply.header('Content-Encoding', encoding);
  return reply.send(encoding === 'br' ? zlib.brotliCompressSync(body, { params: BROTLI_PARAMS }) : zlib.gzipSync(body, { level: 1 }));
}

/** A JSON answer serialized and compressed once, sent many times (modules/bakeries/public-details.ts). */
export type PrecompressedJson = { json: Buffer; br: Buffer; gzip: Buffer };

/** Sends ready bytes in the encoding the client accepts: no compression per request. */
export function sendPrecompressedJson(request: FastifyRequest, reply: FastifyReply, body: PrecompressedJson): FastifyReply {
  reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  const encoding = body.json.length < MIN_BYTES ? 'identity' : chooseEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(body.json);
  reply.header('Content-Encoding', encoding);
  return reply.send(body[encoding]);
}
