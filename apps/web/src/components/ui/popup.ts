/** Whether this browser has the `popover` attribute (jsdom has not: there a popup is drawn in place by base.css). */
export const hasPopover = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

/**
 * Places a top-layer popup under its anchor, its right edge on the anchor's, inside the page's width
 * (coordinates of the document, so it scrolls with the page): a menu under its button, a calendar
 * under its field.
 */
export function placeUnder(popup: HTMLElement, anchor: HTMLElement): void {
  const box = anchor.getBoundingClientRect();
  const room = document.documentElement.clientWidth;
  const left = Math.max(8, Math.min(box.right - popup.offsetWidth, room - popup.offsetWidth - 8));
  popup.style.left = `${left + window.scrollX}px`;
  popup.style.top = `${box.bottom + 4 + window.scrollY}px`;
  popup.style.right = 'auto';
}
