/**
 * Counts a ZIP's entries as its bytes arrive (issue 27 §4: the document bundle's progress). Each local
 * file header (PK\3\4) carries its name's and data's lengths, so the next header's place is known
 * without reading to the end. Counting stops at the central directory, or after an entry whose sizes
 * follow its data (the bundle writes none), which it cannot step over.
 */
export class ZipEntryCounter {
  count = 0;
  private pending: Uint8Array = new Uint8Array(0);
  private skip = 0;
  private stopped = false;

  push(chunk: Uint8Array): number {
    let data = chunk;
    while (!this.stopped && data.length) {
      if (this.skip > 0) {
        const step = Math.min(this.skip, data.length);
        this.skip -= step;
        data = data.subarray(step);
        continue;
      }
      const head = concat(this.pending, data);
      if (head.length < 30) {
        this.pending = head;
        return this.count;
      }
      this.pending = new Uint8Array(0);
      const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
      if (view.getUint32(0, true) !== 0x04034b50) {
        this.stopped = true;
        break;
      }
      this.count += 1;
      // Sizes after the data: this entry counts, but where the next begins is not known.
      if ((view.getUint16(6, true) & 0x08) !== 0) {
        this.stopped = true;
        break;
      }
      this.skip = 30 + view.getUint16(26, true) + view.getUint16(28, true) + view.getUint32(18, true);
      data = head;
    }
    return this.count;
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (!a.length) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
