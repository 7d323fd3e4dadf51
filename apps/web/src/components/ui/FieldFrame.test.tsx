import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

/**
 * A label too long for its empty field floats above the outline instead of ending in an ellipsis
 * (issue 26 §5). jsdom has no layout: the widths and the ResizeObserver are the test's.
 */
describe('the label of a narrow field', () => {
  let resize: () => void = () => undefined;
  let fieldWidth = 400;

  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {
          resize = () => this.callback();
        }
        observe() {
          this.callback();
        }
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('wc-field') ? fieldWidth : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'LABEL' ? 320 : 0;
    });
  });
  afterEach(() => {
    resize = () => undefined;
  });

  const frame = () => screen.getByLabelText(/Approximate Date of Service/).closest('.wc-field')!;

  it('rests inside a field wide enough, and floats above one too narrow, following the width', () => {
    fieldWidth = 400;
    render(<TextField id="dos" label="Approximate Date of Service (MM/DD/YYYY)" required value="" onChange={() => undefined} />);
    expect(frame()).not.toHaveAttribute('data-filled');

    fieldWidth = 300;
    act(() => resize());
    expect(frame()).toHaveAttribute('data-filled');

    fieldWidth = 500;
    act(() => resize());
    expect(frame()).not.toHaveAttribute('data-filled');
  });

  it('floats with a value whatever the width', () => {
    fieldWidth = 600;
    render(<TextField id="dos" label="Approximate Date of Service (MM/DD/YYYY)" value="11/01/2026" onChange={() => undefined} />);
    expect(frame()).toHaveAttribute('data-filled');
  });
});
