// A video resource in the product's protected player, as a lesson plays
// (docs/decisions/0284-paid-resources-delivery.md): a short-lived playback token from
// GET /resource/{id}/playback, a native <video> on its stream (range requests), and when the token
// has run out during a long pause a new one, going on from the same second. Where the viewer
// stopped is kept on this device, so the video resumes there next time.
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { VideoOtp } from '@savdo/contract';
import { $coreConfig } from '@savdo/core';
import { resourcesApi } from '@savdo/core/resources';
import { LoadFailed, Skeleton, token, useStore, useT } from '@savdo/ui';
import { resourceStrings } from './strings';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  width: 100%;
  border-radius: ${token('radius-lg')};
  overflow: hidden;
  background: #000;
  video,
  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

/** A token this close to its end counts as expired (the next range request would fail). */
const TOKEN_MARGIN_MS = 5_000;
/** The saved second is written at most this often while playing. */
const SAVE_EVERY_MS = 5_000;

const positionKey = (resourceId: number) => `savdo:resource-position:${resourceId}`;

/** The second this device last stopped at, or 0 (storage off, nothing saved, or bad data). */
export function savedPosition(resourceId: number): number {
  try {
    const n = Number(window.localStorage.getItem(positionKey(resourceId)));
    return Number.isFinite(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

function savePosition(resourceId: number, seconds: number): void {
  try {
    if (seconds > 0)
      window.localStorage.setItem(positionKey(resourceId), String(Math.floor(seconds)));
    else window.localStorage.removeItem(positionKey(resourceId));
  } catch {
    // Storage off (private mode): the video simply starts at the beginning next time.
  }
}

/** VdoCipher's player address for an OTP and its playback info. */
function vdoCipherUrl(otp: VideoOtp): string {
  return `https://player.vdocipher.com/v2/?otp=${encodeURIComponent(otp.otp)}&playbackInfo=${encodeURIComponent(otp.playback_info)}`;
}

export function ResourceVideo({ resourceId, title }: { resourceId: number; title: string }) {
  const t = useT(resourceStrings);
  const { apiBase } = useStore($coreConfig);
  const [otp, setOtp] = useState<VideoOtp | null>(null);
  const [failed, setFailed] = useState(false);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const resumeAt = useRef(savedPosition(resourceId));
  const playAfterLoad = useRef(false);
  const renewing = useRef(false);
  const lastSave = useRef(0);

  const askToken = useCallback(async () => {
    try {
      const { result } = await resourcesApi.getResourcePlayback(resourceId);
      setOtp(result);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [resourceId]);

  useEffect(() => {
    void askToken();
  }, [askToken]);

  // The last second, when the page is left or the player goes away.
  useEffect(() => {
    const save = () => {
      const video = videoRef.current;
      if (video && video.currentTime > 0) savePosition(resourceId, video.currentTime);
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [resourceId]);

  const renew = useCallback(
    async (autoplay: boolean) => {
      if (renewing.current) return;
      renewing.current = true;
      const video = videoRef.current;
      if (video && video.currentTime > 0) resumeAt.current = video.currentTime;
      playAfterLoad.current = autoplay;
      try {
        await askToken();
      } finally {
        renewing.current = false;
      }
    },
    [askToken],
  );

  if (failed) {
    return (
      <LoadFailed
        title={t('videoFailed')}
        retryLabel={t('retry')}
        onRetry={() => void askToken()}
      />
    );
  }
  if (otp === null) {
    return (
      <Frame aria-busy="true" aria-label={t('videoLoading')} data-resource-player-loading="">
        <Skeleton width="100%" height="100%" />
      </Frame>
    );
  }
  if (otp.provider === 'vdocipher') {
    return (
      <Frame part="player" data-resource-player="">
        <iframe
          title={title}
          src={vdoCipherUrl(otp)}
          allow="encrypted-media; autoplay; fullscreen"
          allowFullScreen
          data-video-provider="vdocipher"
        />
      </Frame>
    );
  }
  const stream = otp.stream_url ?? '';
  const expired = () => Date.parse(otp.expires_at) - TOKEN_MARGIN_MS <= Date.now();
  return (
    <Frame part="player" data-resource-player="">
      <video
        ref={videoRef}
        src={stream.startsWith('/') ? `${apiBase}${stream}` : stream}
        controls
        playsInline
        preload="metadata"
        aria-label={title}
        // The stream address is a credential: no download button, no remote playback hand-off.
        controlsList="nodownload noremoteplayback"
        disableRemotePlayback
        onContextMenu={(event) => event.preventDefault()}
        data-video-provider="savdo"
        onLoadedMetadata={(event) => {
          const video = event.currentTarget;
          const at = resumeAt.current;
          if (at > 0 && (!Number.isFinite(video.duration) || at < video.duration - 1)) {
            video.currentTime = at;
          }
          if (playAfterLoad.current) {
            playAfterLoad.current = false;
            void video.play().catch(() => undefined);
          }
        }}
        onPlay={(event) => {
          if (expired()) {
            event.currentTarget.pause();
            void renew(true);
          }
        }}
        onTimeUpdate={(event) => {
          const now = Date.now();
          if (now - lastSave.current < SAVE_EVERY_MS) return;
          lastSave.current = now;
          savePosition(resourceId, event.currentTarget.currentTime);
        }}
        onPause={(event) => savePosition(resourceId, event.currentTarget.currentTime)}
        onEnded={() => {
          resumeAt.current = 0;
          savePosition(resourceId, 0);
        }}
        onError={() => {
          // A token that ran out while paused fails the next range request: renew once.
          if (expired()) void renew(!videoRef.current?.paused);
          else setFailed(true);
        }}
      />
    </Frame>
  );
}
