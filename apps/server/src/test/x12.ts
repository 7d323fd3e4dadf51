import { X12Parser, type X12Interchange, type X12Segment } from 'node-x12';

/** The segments of an 835's transaction (ST … SE) as an independent parser reads them. */
export function segmentsOf(text: string): X12Segment[] {
  const interchange = new X12Parser(true).parse(text) as X12Interchange;
  const [group] = interchange.functionalGroups;
  const [transaction] = group!.transactions;
  return [transaction!.header, ...transaction!.segments, transaction!.trailer];
}

/** Element n of a segment, or ''. */
export const el = (s: X12Segment, n: number) => s.valueOf(n) ?? '';
