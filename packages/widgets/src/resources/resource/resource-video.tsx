// A video resource in the product's protected player, as a lesson plays
// (docs/decisions/0284-paid-resources-delivery.md): a short-lived playback token from
// GET /resource/{id}/playback, a native <video> on its stream (range requests), and when the token
// has run out during a long pause a new one, going on from the same second. Where the viewer
// stopped is kept per account on the server, as a lesson's position is, so the video resumes
// there next time on any device (docs/decisions/0288-resource-position-per-account.md); lessons
// keep no copy on the device, so neither does this.
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { VideoOtp } from '@savdo/contract';
import { $coreConfig } from '@savdo/core';
import { resourcePositionApi, resourcesApi } from '@savdo/core/resources';
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
/** The saved second is written at most this often while playing (a lesson's interval). */
const SAVE_EVERY_MS = 10_000;

/**
 * The account's saved second, or 0 (nothing saved, or the read failed: playing from the start
 * beats not playing).
 */
async function savedPosition(resourceId: number): Promise<number> {
  try {
    const { result } = await resourcePositionApi.getResourcePosition(resourceId);
    return Number.isFinite(result.position_seconds) ? Math.max(0, result.position_seconds) : 0;
  } catch {
    return 0;
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
  const [positionRead, setPositionRead] = useState(false);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const resumeAt = useRef(0);
  const lastSaved = useRef<number | null>(null);
  /** The playhead as last seen: the element may already be gone when the player unmounts. */
  const playhead = useRef(0);
  const playAfterLoad = useRef(false);
  const renewing = useRef(false);
  const lastSave = useRef(0);

  /** Writes the second unless it is the one saved last; `leaving`: the keepalive variant. */
  const savePosition = useCallback(
    (seconds: number, leaving = false) => {
      const at = Math.max(0, Math.floor(seconds));
      if (at === lastSaved.current) return;
      lastSaved.current = at;
      const body = { position_seconds: at };
      if (leaving) resourcePositionApi.saveResourcePositionOnLeave(resourceId, body);
      else void resourcePositionApi.saveResourcePosition(resourceId, body).catch(() => undefined);
    },
    [resourceId],
  );

  // The account's saved second, before the video loads (it seeks there once its length is known).
  useEffect(() => {
    let live = true;
    setPositionRead(false);
    void savedPosition(resourceId).then((at) => {
      if (!live) return;
      resumeAt.current = at;
      lastSaved.current = Math.floor(at);
      setPositionRead(true);
    });
    return () => {
      live = false;
    };
  }, [resourceId]);

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

  // The last second, when the page is hidden or left (keepalive) or the player goes away.
  useEffect(() => {
    const current = () => {
      const at = videoRef.current?.currentTime ?? playhead.current;
      return at > 0 ? at : null;
    };
    const leave = () => {
      const at = current();
      if (at !== null) savePosition(at, true);
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      const at = current();
      if (at !== null) savePosition(at);
    };
  }, [savePosition]);

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
  if (otp === null || !positionRead) {
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
          playhead.current = event.currentTarget.currentTime;
          const now = Date.now();
          if (now - lastSave.current < SAVE_EVERY_MS) return;
          lastSave.current = now;
          savePosition(event.currentTarget.currentTime);
        }}
        onPause={(event) => savePosition(event.currentTarget.currentTime)}
        onEnded={() => {
          resumeAt.current = 0;
          playhead.current = 0;
          savePosition(0);
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
