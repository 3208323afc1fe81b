/**
 * No route may take the app down: a page that throws (or a chunk that no longer exists
 * after a deploy) shows a Korean screen with a way forward, and the error is reported. Offline,
 * the likely cause is a page whose code was never fetched: that is said instead, with a retry.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../lib/monitoring';
import { Button } from '../ui/button';
import { Lead, Page, Title } from '../ui/page';
import { TopArea } from './top-area';

interface State {
  failed: boolean;
  offline: boolean;
}

interface Props {
  children: ReactNode;
  resetKey: string;
  /** Draw a way back home above the message: nothing above it does (a route table that did not load). */
  wayHome?: boolean;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, offline: false };

  static getDerivedStateFromError(): State {
    return { failed: true, offline: !navigator.onLine };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    // Failing to fetch code offline is expected, not a bug to report.
    if (navigator.onLine) reportError(error);
  }

  override componentDidUpdate(previous: Props) {
    // Moving to another route gives that route a fresh chance.
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false, offline: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Offline, a lazy page whose code was never fetched fails; it stays failed until a reload.
    const { offline } = this.state;
    const title = offline ? '인터넷에 연결되어 있지 않아요' : '화면을 불러오지 못했어요';
    return (
      <>
        {this.props.wayHome ? <TopArea nav={{ parent: '/', title }} /> : null}
        <Page>
          <Title>{title}</Title>
          <Lead>
            {offline
              ? '이 화면은 아직 이 기기에 저장되지 않았어요. 인터넷에 연결되면 다시 시도해 주세요.'
              : '일시적인 문제일 수 있어요. 새로고침하거나 잠시 후 다시 시도해 주세요.'}
          </Lead>
          <Button onClick={() => window.location.reload()}>{offline ? '다시 시도하기' : '새로고침'}</Button>
        </Page>
      </>
    );
  }
}
