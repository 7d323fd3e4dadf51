import { describe, expect, it } from 'vitest';
import { ZipEntryCounter } from './zip-entries';

/** A stored (uncompressed) ZIP entry's local header and data, as the bundle writes them. */
function entry(name: string, data: Uint8Array, flags = 0x0800): Uint8Array {
  const nameBytes = new TextEncoder().encode(name);
  const head = new Uint8Array(30 + nameBytes.length);
  const view = new DataView(head.buffer);
  view.setUint32(0, 0x04034b50, true);
  view.setUint16(6, flags, true);
  view.setUint32(18, data.length, true);
  view.setUint32(22, data.length, true);
  view.setUint16(26, nameBytes.length, true);
  head.set(nameBytes, 30);
  const out = new Uint8Array(head.length + data.length);
  out.set(head);
  out.set(data, head.length);
  return out;
}
const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
// Data that holds a local header's signature: the counter must step over it, not count it.
const tricky = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]);
const centralDirectory = new Uint8Array([0x50, 0x4b, 0x01, 0x02, 0, 0, 0, 0]);
const zip = join(entry('72000000001/Bill_72000000001.pdf', tricky), entry('72000000001/EOR_72000000001.pdf', new Uint8Array(5000)), entry('x/y.pdf', new Uint8Array(3)), centralDirectory);

describe('ZipEntryCounter', () => {
  it('counts the entries of a ZIP given whole', () => {
    expect(new ZipEntryCounter().push(zip)).toBe(3);
  });

  it('counts the same however the bytes are cut, a header split included, and stops at the central directory', () => {
    for (const size of [1, 7, 29, 30, 31, 64, 4096]) {
      const counter = new ZipEntryCounter();
      const seen: number[] = [];
      for (let at = 0; at < zip.length; at += size) seen.push(counter.push(zip.subarray(at, at + size)));
      expect(counter.count, `chunks of ${size}`).toBe(3);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
    }
  });

  it('stops counting at an entry whose sizes follow its data', () => {
    expect(new ZipEntryCounter().push(join(entry('a.pdf', new Uint8Array(4)), entry('b.pdf', new Uint8Array(4), 0x0808), entry('c.pdf', new Uint8Array(4))))).toBe(2);
  });
});
