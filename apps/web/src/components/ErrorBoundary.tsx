import { Component, type ErrorInfo, type ReactNode } from 'react';
import { genericMessages } from '@wcpp/contract';
import { openPaintGate } from '../lib/painted';
import { Alert } from './ui/Alert';

interface Props {
  children: ReactNode;
  /** A new value (the path) clears the error, so the menu still leads elsewhere. */
  resetKey: string;
}

/**
 * A screen that fails to render (or whose chunk fails to load after a deployment) shows the
 * generic message inside the shell instead of a blank page.
 */
export class ErrorBoundary extends Component<Props, { error: Error | null; key: string }> {
  override state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
    // The message is the screen now: the shell's side requests need not wait for another (lib/painted).
    openPaintGate();
  }

  override render() {
    return this.state.error ? <Alert severity="error">{genericMessages.generic}</Alert> : this.props.children;
  }
}
