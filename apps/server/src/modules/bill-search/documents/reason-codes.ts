/** Reason codes printed on EOR lines, with the explanation the legend gives. */
export const reasonCodes: Record<string, string> = {
  P300: 'Allowed per the state workers compensation fee schedule.',
  P301: 'Reduced to the fee schedule maximum for this procedure.',
  R45: 'Reduced per the preferred provider network contract.',
  M15: 'Separately billed services have been bundled into the primary procedure.',
  B12: 'Service not documented in the medical records received.',
  F01: 'Allowed as billed.',
};

export function reasonLegend(codes: (string | null)[]): [string, string][] {
  const present = new Set(codes.flatMap((c) => (c ? c.split(/[\s,]+/).filter(Boolean) : [])));
  return [...present].sort().map((code) => [code, reasonCodes[code] ?? 'See the bill review notes for this code.']);
}
