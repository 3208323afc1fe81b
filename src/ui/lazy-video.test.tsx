import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyVideo } from './lazy-video';

describe('LazyVideo', () => {
  it('shows only the poster until play is pressed, then the video with its controls', () => {
    const { container } = render(
      <LazyVideo src="/media/intro.mp4" poster="/media/intro-poster.jpg" title="볼트X 소개 영상" />,
    );
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/intro-poster.jpg');

    fireEvent.click(screen.getByRole('button', { name: '볼트X 소개 영상 재생' }));

    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/intro.mp4');
    expect(video?.hasAttribute('controls')).toBe(true);
  });
});
