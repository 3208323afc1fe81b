/**
 * A promotional video that costs nothing until asked for (SPEC §1 promotional videos): only the
 * poster loads; the video itself is fetched when the person presses play, and plays with its
 * controls — never by itself, never with sound unasked.
 */
import { styled } from '@linaria/react';
import { useState } from 'react';
import { color, font, radius, space } from './tokens';

const Frame = styled.figure`
  margin: 0;
  & figcaption {
    margin-top: ${space.sm};
    color: ${color.textSub};
    font-size: ${font.size.caption};
  }
`;

const Stage = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${radius.lg};
  background: ${color.text};
  & img,
  & video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Play = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: flex-end;
  justify-content: flex-start;
  padding: ${space.lg};
  border: 0;
  background: transparent;
  cursor: pointer;
  & span {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 56px;
    height: 56px;
    border-radius: ${radius.pill};
    background: rgba(0, 0, 0, 0.6);
    color: #fff;
    font-size: 24px;
  }
`;

export interface LazyVideoProps {
  src: string;
  poster: string;
  title: string;
  caption?: string;
}

export function LazyVideo({ src, poster, title, caption }: LazyVideoProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <Frame>
      <Stage>
        {playing ? (
          // biome-ignore lint/a11y/useMediaCaption: the promotional videos carry no speech
          <video src={src} poster={poster} controls autoPlay playsInline preload="none" title={title} />
        ) : (
          <>
            <img src={poster} alt="" loading="lazy" decoding="async" width={640} height={360} />
            <Play type="button" aria-label={`${title} 재생`} onClick={() => setPlaying(true)}>
              <span aria-hidden="true">▶</span>
            </Play>
          </>
        )}
      </Stage>
      {caption ? <figcaption>{caption}</figcaption> : null}
    </Frame>
  );
}
