// Load from the bench process with autocannon: a warm-up run that is thrown away, then the
// measured run. A probe first asks each distinct URL once and records what the server answers
// (status, encoding, body size, items) so the table can say what was measured.
import http from 'node:http';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { visitorHeaders } from './visitors.js';
import type { Scenario } from './scenarios.js';

export type LoadOptions = { seconds: number; warmupSeconds: number; connections: number };

export type LoadRow = {
  scenario: Scenario;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Bytes read per response, headers included, as they came over the socket. */
  wireBytesPerResponse: number;
  requests: number;
  /** Connection errors, timeouts included (autocannon counts them there). */
  errors: number;
  non2xx: number;
  probe: Probe;
};

function headersFor(scenario: Scenario): Record<string, string> {
  return scenario.encoding === 'none' ? {} : { 'accept-encoding': scenario.encoding };
}

/** What the server answers, over every distinct URL of the scenario (one request each). */
export type Probe = { urls: number; badStatuses: number; contentEncodings: string[]; meanBodyBytes: number; meanItems: number | null };

type Answer = { status: number; contentEncoding: string; bodyBytes: number; items: number | null };

function decode(body: Buffer, contentEncoding: string): Buffer {
  if (contentEncoding === 'br') return zlib.brotliDecompressSync(body);
  if (contentEncoding === 'gzip') return zlib.gunzipSync(body);
  return body;
}

/** One plain request; the body is measured as it came (compressed or not), then decoded to count items. */
function request(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const contentEncoding = String(response.headers['content-encoding'] ?? 'none');
        let items: number | null = null;
        try {
          const json: unknown = JSON.parse(decode(body, contentEncoding).toString('utf8'));
          if (Array.isArray(json)) items = json.length;
        } catch {
          // Not JSON (or an encoding this probe does not read): no item count.
        }
        resolve({ status: response.statusCode ?? 0, contentEncoding, bodyBytes: body.length, items });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
  });
}

export async function probe(baseUrl: string, scenario: Scenario): Promise<Probe> {
  const answers: Answer[] = [];
  for (const path of new Set(scenario.paths))
    answers.push(await request(`${baseUrl}${path}`, { ...headersFor(scenario), ...visitorHeaders() }));
  const counted = answers.filter((answer) => answer.items !== null);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    urls: answers.length,
    badStatuses: answers.filter((answer) => answer.status < 200 || answer.status > 299).length,
    contentEncodings: [...new Set(answers.map((answer) => answer.contentEncoding))].sort(),
    meanBodyBytes: mean(answers.map((answer) => answer.bodyBytes)),
    meanItems: counted.length > 0 ? mean(counted.map((answer) => answer.items!)) : null,
  };
}

function run(baseUrl: string, scenario: Scenario, duration: number, connections: number): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: baseUrl,
    connections,
    duration,
    headers: headersFor(scenario),
    requests: [
      {
        setupRequest: (request) => {
          const path = scenario.paths[next % scenario.paths.length]!;
          next += 1;
          return { ...request, path, headers: { ...request.headers, ...visitorHeaders() } };
        },
      },
    ],
  });
}

export async function measureScenario(baseUrl: string, scenario: Scenario, options: LoadOptions): Promise<LoadRow> {
  const first = await probe(baseUrl, scenario);
  await run(baseUrl, scenario, options.warmupSeconds, options.connections);
  const result = await run(baseUrl, scenario, options.seconds, options.connections);
  return {
    scenario,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    wireBytesPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    probe: first,
  };
}
