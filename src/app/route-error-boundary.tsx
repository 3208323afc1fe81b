/**
 * No route may take the app down: a page that throws (or a chunk that no longer exists
 * after a deploy) shows a Korean screen with a way forward, and the error is reported.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../lib/monitoring';
import { Button } from '../ui/button';
import { Lead, Page, Title } from '../ui/page';

interface State {
  failed: boolean;
}

export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    reportError(error);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    // Moving to another route gives that route a fresh chance.
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Page>
        <Title>화면을 불러오지 못했어요</Title>
        <Lead>일시적인 문제일 수 있어요. 새로고침하거나 잠시 후 다시 시도해 주세요.</Lead>
        <Button onClick={() => window.location.reload()}>새로고침</Button>
      </Page>
    );
  }
}
