import { Writable } from 'node:stream';

/** The level names of pino's numbers. */
const levels: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

const clock = (epochMs: number) => new Date(epochMs).toTimeString().slice(0, 8);

/**
 * One log record (a pino JSON line) as a person reads it in a terminal: the access line
 * "12:01:02 GET /api/users/userByName/provuser1 200 3.1 ms", any other record as its time, its level
 * when above INFO, its message and, for an error, the error's type and code (never its detail:
 * lib/log-errors.ts keeps PHI out of the record itself).
 */
export function readableLine(json: string): string {
  let rec: Record<string, unknown>;
  try {
    rec = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = typeof rec.time === 'number' ? clock(rec.time) : '';
  const level = typeof rec.level === 'number' && rec.level > 30 ? ` ${levels[rec.level] ?? rec.level}` : '';
  if (rec.msg === 'request') return `${time}${level} ${rec.method} ${rec.url} ${rec.statusCode} ${rec.ms} ms`;
  const err = rec.err as { type?: string; code?: string } | undefined;
  const why = err ? ` (${[err.type, err.code].filter(Boolean).join(' ')})` : '';
  const id = rec.reqId ? ` [${String(rec.reqId).slice(0, 8)}]` : '';
  return `${time}${level} ${rec.msg ?? ''}${why}${id}`;
}

/** A log destination writing each record as readableLine to `out` (a terminal). */
export function readableLog(out: NodeJS.WritableStream = process.stdout): Writable {
  let rest = '';
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      const text = rest + chunk.toString();
      const lines = text.split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line) out.write(`${readableLine(line)}\n`);
      done();
    },
  });
}
