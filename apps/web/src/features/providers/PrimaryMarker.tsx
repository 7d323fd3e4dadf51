import { demographicsTexts as texts } from '@wcpp/contract';

/**
 * The 'P' that marks the primary location, with its tooltip 'Primary' (part 2 §2) on hover and on
 * keyboard focus. CSS only (app/base.css `.wc-primary-marker`): no popup library for one word.
 */
export function PrimaryMarker({ id }: { id: string }) {
  const tipId = `primary-tip-${id}`;
  return (
    // Focusable so a keyboard user can read the tooltip; it describes the marker.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <span className="wc-primary-marker" tabIndex={0} aria-describedby={tipId}>
      P
      <span role="tooltip" id={tipId}>
        {texts.primary}
      </span>
    </span>
  );
}
