import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('takes a ref as react-hook-form’s register() gives it: the ref is the input, so a form can focus a field in error', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField id="payment-number" label="Check Number" ref={ref} name="checkNumber" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Check Number' }));
    ref.current!.focus();
    expect(screen.getByRole('textbox', { name: 'Check Number' })).toHaveFocus();
  });

  it('prefers inputRef when both are given (lib/form’s bind)', () => {
    const ref = createRef<HTMLInputElement>();
    const inputRef = createRef<HTMLInputElement>();
    render(<TextField id="payer" label="Payer" ref={ref} inputRef={inputRef} />);
    expect(inputRef.current).toBe(screen.getByRole('textbox', { name: 'Payer' }));
    expect(ref.current).toBeNull();
  });
});
