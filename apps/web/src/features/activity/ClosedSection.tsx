import { useState, type ReactNode } from 'react';
import { DisclosurePanel } from '../../components/ui/Disclosure';

/**
 * One of the Activity's parts beside its search (decision 094): closed at first, its content mounts,
 * and so asks, when opened. Kept here, not in the kit: Bill Search loads the kit's disclosure too and is
 * at the edge of its size budget.
 */
export function ClosedSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <DisclosurePanel id={id} title={title} expanded={expanded} onToggle={() => setExpanded(!expanded)}>
      {children}
    </DisclosurePanel>
  );
}
