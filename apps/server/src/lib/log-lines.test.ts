import { describe, expect, it } from 'vitest';
import { readableLine } from './log-lines';

describe('a log record as a terminal shows it', () => {
  const at = new Date(2026, 10, 26, 12, 1, 2).getTime();
  it('is one short line for a request', () => {
    const line = readableLine(JSON.stringify({ level: 30, time: at, reqId: 'abc', msg: 'request', method: 'GET', url: '/api/x', statusCode: 200, ms: 3.1 }));
    expect(line).toBe('12:01:02 GET /api/x 200 3.1 ms');
  });
  it('names the level above INFO, the error type and code, and the request', () => {
    const line = readableLine(JSON.stringify({ level: 50, time: at, reqId: '0123456789ab', msg: 'request failed', err: { type: 'DrizzleQueryError', code: '42P01' } }));
    expect(line).toBe('12:01:02 ERROR request failed (DrizzleQueryError 42P01) [01234567]');
  });
  it('passes a line that is not JSON as it is', () => {
    expect(readableLine('plain text')).toBe('plain text');
  });
});
