/** The text a sighted person reads on a control: its text, without parts hidden from everyone (icons). */
function visibleText(element: Element): string {
  const clone = element.cloneNode(true) as Element;
  clone.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (clone.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The accessible name of a control as the portal names them: aria-labelledby, else aria-label, else
 * its content (the first steps of accname 1.2, enough for buttons and links; tooltips are not used).
 */
function accessibleName(control: Element): string {
  const labelledBy = control.getAttribute('aria-labelledby');
  if (labelledBy) return labelledBy.split(/\s+/).map((id) => control.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
  return control.getAttribute('aria-label') ?? visibleText(control);
}

const words = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ' ').replace(/\s+/g, ' ').trim();

/**
 * WCAG 2.5.3 label in name: the controls under `root` whose accessible name does not contain their
 * visible text ("View" named "Payment Information 1"), as "visible → name" strings. Icon-only controls
 * have no visible text and are not judged.
 */
export function labelInNameMismatches(root: Element): string[] {
  return [...root.querySelectorAll('button, a[href], [role="button"], [role="link"], [role="menuitem"], [role="menuitemcheckbox"]')]
    .map((control) => ({ visible: visibleText(control), name: accessibleName(control) }))
    .filter(({ visible, name }) => visible && !words(name).includes(words(visible)))
    .map(({ visible, name }) => `${visible} → ${name}`);
}
