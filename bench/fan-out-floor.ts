// The floor under the live fan-out, on its own (src/fan-out-floor.ts; `npm run bench` measures it in
// the same run as the product's fan-out and judges the live target against it). bench/LIMITS.md quotes it.
// Run: npx tsx bench/fan-out-floor.ts [sockets=10000] [rounds=5]   (ulimit -n above the socket count)
import { measureFanOutFloor } from './src/fan-out-floor.js';

const sockets = Number(process.argv[2] ?? 10_000);
const rounds = Number(process.argv[3] ?? 5);
const row = await measureFanOutFloor(sockets, rounds);
const ms = (value: number) => value.toFixed(1);
console.log(`${sockets} sockets, ${rounds} rounds`);
console.log(`server loop per round: ${row.loopMs.map(ms).join(', ')} ms`);
console.log(`arrivals from the trigger: p50 ${ms(row.p50Ms)} / p99 ${ms(row.p99Ms)} / max ${ms(row.maxMs)} ms`);
process.exit(0);
