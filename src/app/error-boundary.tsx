import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error.tsx';

interface State {
  error: unknown;
  path: string;
}

/**
 * Catches a screen that throws (or whose chunk could not load twice) and shows the
 * 'Unexpected Application Error!' screen. Navigating elsewhere clears it.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; path: string; standalone?: boolean },
  State
> {
  state: State = { error: null, path: '' };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: { path: string }, state: State): Partial<State> | null {
    if (props.path !== state.path) return { error: null, path: props.path };
    return null;
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    if (this.state.error) return <RouteError standalone={this.props.standalone} />;
    return this.props.children;
  }
}
