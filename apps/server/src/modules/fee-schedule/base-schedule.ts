/**
 * The network's base PPO schedule: the procedures a workers' compensation or auto injury is most
 * often billed with, and their base allowance in dollars. A location's schedule is this base times
 * the factor its national rate code carries (rateFactor). Decision 042.
 */
export const baseSchedule: readonly { code: string; description: string; modifier: string; base: number }[] = [
  { code: '99202', description: 'Office visit, new patient, straightforward', modifier: '', base: 78.4 },
  { code: '99203', description: 'Office visit, new patient, low complexity', modifier: '', base: 118.6 },
  { code: '99204', description: 'Office visit, new patient, moderate complexity', modifier: '', base: 176.2 },
  { code: '99212', description: 'Office visit, established patient, straightforward', modifier: '', base: 61.3 },
  { code: '99213', description: 'Office visit, established patient, low complexity', modifier: '', base: 98.9 },
  { code: '99214', description: 'Office visit, established patient, moderate complexity', modifier: '', base: 139.7 },
  { code: '99283', description: 'Emergency department visit, moderate severity', modifier: '', base: 121.5 },
  { code: '97161', description: 'Physical therapy evaluation, low complexity', modifier: 'GP', base: 104.8 },
  { code: '97110', description: 'Therapeutic exercise, each 15 minutes', modifier: 'GP', base: 32.6 },
  { code: '97112', description: 'Neuromuscular re-education, each 15 minutes', modifier: 'GP', base: 37.1 },
  { code: '97140', description: 'Manual therapy techniques, each 15 minutes', modifier: 'GP', base: 30.2 },
  { code: '97530', description: 'Therapeutic activities, each 15 minutes', modifier: 'GP', base: 38.9 },
  { code: '97750', description: 'Physical performance test or measurement, each 15 minutes', modifier: 'GP', base: 39.4 },
  { code: '98940', description: 'Chiropractic manipulative treatment, spinal, 1–2 regions', modifier: '', base: 31.1 },
  { code: '72100', description: 'X-ray of the lumbosacral spine, 2 or 3 views', modifier: '', base: 41.7 },
  { code: '73721', description: 'MRI of a lower-extremity joint without contrast', modifier: '', base: 221.9 },
  { code: '20610', description: 'Arthrocentesis or injection of a major joint', modifier: '', base: 67.5 },
  { code: '64483', description: 'Transforaminal epidural injection, lumbar or sacral, single level', modifier: '', base: 209.4 },
  { code: '29881', description: 'Knee arthroscopy with meniscectomy', modifier: '', base: 518.3 },
  { code: '99080', description: 'Special reports or forms', modifier: '', base: 25 },
];

/**
 * The factor of a location's rate code: 0.85 to 1.04 by the code's number, 5 % more for Auto (the
 * code ends in its line of business, e.g. NR01234DPWC).
 */
export function rateFactor(nationalRateCd: string): number {
  const number = Number(/\d+/.exec(nationalRateCd)?.[0] ?? 0);
  const factor = 0.85 + (number % 20) / 100;
  return nationalRateCd.endsWith('DPAUT') ? factor * 1.05 : factor;
}

/** Rounds to cents. */
export const cents = (amount: number) => Math.round(amount * 100) / 100;
