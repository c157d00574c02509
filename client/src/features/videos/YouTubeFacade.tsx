import { useEffect, useRef, useState } from 'react';
import { embedUrl, posterUrl, POSTER_HEIGHT, POSTER_WIDTH } from './videoFormat';

const PLAYER_PERMISSIONS = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';

/**
 * A YouTube video as a poster and a play button. Nothing from YouTube but the poster image loads until the
 * visitor presses play; then the button is replaced by the privacy-enhanced player, which starts at once.
 */
export function YouTubeFacade({ youtubeId, title }: { youtubeId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    // Keyboard and screen-reader users stay where they were: on the video.
    if (playing) player.current?.focus();
  }, [playing]);

  return (
    <div className="video-frame">
      {playing ? (
        <iframe
          ref={player}
          src={`${embedUrl(youtubeId)}?autoplay=1`}
          title={title}
          width={POSTER_WIDTH}
          height={POSTER_HEIGHT}
          allow={PLAYER_PERMISSIONS}
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button type="button" className="video-facade" onClick={() => setPlaying(true)} aria-label={`Play video: ${title}`}>
          <img src={posterUrl(youtubeId)} alt="" width={POSTER_WIDTH} height={POSTER_HEIGHT} loading="lazy" decoding="async" />
          <PlayIcon />
        </button>
      )}
    </div>
  );
}

function PlayIcon() {
  return (
    <svg className="video-play" viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
      <path
        d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.3.3 34 .3 34 .3s-21.3 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.7 47.7 34 47.7 34 47.7s21.3 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z"
        fill="#c4302b"
      />
      <path d="M45 24 27 14v20z" fill="#fff" />
    </svg>
  );
}

/** For a video that is not on YouTube yet: a poster drawn by the page itself, so nothing is fetched from elsewhere. */
export function ComingSoonPoster({ title, compact = false }: { title: string; compact?: boolean }) {
  return (
    <div className={`video-frame video-coming-soon${compact ? ' compact' : ''}`} role="img" aria-label={`${title}: video coming soon`}>
      <p>
        <strong>Video coming soon</strong>
        {!compact && <span>The full transcript is below.</span>}
      </p>
    </div>
  );
}
