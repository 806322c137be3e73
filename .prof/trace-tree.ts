import { readFileSync } from 'node:fs';
const ev = JSON.parse(readFileSync(process.argv[2] ?? '/tmp/clear-trace.json', 'utf8')).traceEvents as any[];
const clicks = ev.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click' && e.ph === 'X');
const c = clicks[Number(process.argv[3] ?? clicks.length - 1)];
const main = c.tid;
const task = ev.find((e) => e.tid === main && e.ph === 'X' && e.name === 'RunTask' && e.ts <= c.ts && e.ts + e.dur >= c.ts + c.dur);
const inside = ev.filter((e) => e.tid === main && e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && (e.dur ?? 0) >= Number(process.env.MIN ?? 300)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const stack: any[] = [];
for (const e of inside) {
  while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
  const d = e.args?.data ?? {};
  const extra = d.type ?? d.functionName ?? (d.url ? `${d.url.split('/').pop()}:${d.lineNumber}` : '') ?? '';
  console.log(`${'  '.repeat(stack.length)}${e.name} ${(e.dur / 1000).toFixed(2)}ms ${extra} ${d.functionName && d.lineNumber ? d.lineNumber : ''}`);
  stack.push(e);
}
