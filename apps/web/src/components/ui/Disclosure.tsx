import type { ReactNode } from 'react';
import { Icon } from './icons';

interface Props {
  id: string;
  title: string;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/**
 * One section that opens and closes (a Bill Search mode, a Demographics accordion): a heading whose
 * button opens or closes it (aria-expanded); a closed section renders nothing. The heading is an h2
 * under the page's h1.
 */
export function DisclosurePanel({ id, title, expanded, onToggle, children }: Props) {
  const headerId = `${id}-header`;
  const panelId = `${id}-panel`;
  return (
    <div className="wc-disclosure">
      <h2 className="wc-text">
        <button type="button" id={headerId} className="wc-disclosure-button" aria-expanded={expanded} aria-controls={expanded ? panelId : undefined} onClick={onToggle}>
          <span className="wc-disclosure-title">{title}</span>
          <Icon name="expandMore" />
        </button>
      </h2>
      {expanded && (
        <div id={panelId} role="region" aria-labelledby={headerId} className="wc-mode-panel">
          {children}
        </div>
      )}
    </div>
  );
}
