/**
 * The browser in a few words: the product names of its User-Agent, not the whole string (the own
 * profile's recent sign-ins and the Activity, issue 47 §1).
 */
export function browserName(agent: string | null): string {
  if (!agent) return '—';
  const known = [/Edg\/[\d.]+/, /Firefox\/[\d.]+/, /Chrome\/[\d.]+/, /Version\/[\d.]+.*Safari/].map((re) => re.exec(agent)?.[0]).find(Boolean);
  const system = /\(([^;)]+)/.exec(agent)?.[1];
  const name = known ? known.replace(/\/([\d]+)[\d.]*/, ' $1').replace(/^Version (\d+).*Safari/, 'Safari $1').replace(/^Edg /, 'Edge ') : agent.slice(0, 40);
  return system ? `${name} on ${system}` : name;
}
