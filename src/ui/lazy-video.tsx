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

/*
 * The whole poster plays; the round icon sits in its top-right corner, clear of the lettering the
 * posters carry across their middle and bottom.
 */
const Play = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: flex-start;
  justify-content: flex-end;
  padding: ${space.sm};
  border: 0;
  background: transparent;
  cursor: pointer;
  & span {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    border-radius: ${radius.pill};
    background: rgba(0, 0, 0, 0.6);
    color: #fff;
  }
`;

const PlayIcon = () => (
  <svg width="14" height="14" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
    <path d="M3 1.5v9a.5.5 0 0 0 .76.43l7.2-4.5a.5.5 0 0 0 0-.86l-7.2-4.5A.5.5 0 0 0 3 1.5Z" fill="currentColor" />
  </svg>
);

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
              <span>
                <PlayIcon />
              </span>
            </Play>
          </>
        )}
      </Stage>
      {caption ? <figcaption>{caption}</figcaption> : null}
    </Frame>
  );
}
