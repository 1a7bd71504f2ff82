// One lesson's video. It asks for a playback token (GET /course/lesson/{id}/otp) and plays:
// provider `savdo`, a native <video> on `stream_url` (native controls, plus the speed and the
// keyboard shortcuts of player-keys.ts); provider `vdocipher`, VdoCipher's iframe player. It
// resumes from the lesson's saved second, writes progress through progress-saver.ts, and when
// the token has expired (a long pause) it asks for a new one and goes on from the same second.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import type { LessonProgressRequest, Lesson, VideoOtp } from '@savdo/contract';
import { $coreConfig } from '@savdo/core';
import { coursesApi, lessonProgressSaved } from '@savdo/core/courses';
import { LoadFailed, Skeleton, token, useStore, useT } from '@savdo/ui';
import { SEEK_STEP_SECONDS, keyAction, playerOwnsKey } from './player-keys';
import { createProgressSaver, type ProgressSaver } from './progress-saver';
import { coursePlayerStrings } from './strings';

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
const OTP_MARGIN_MS = 5_000;

/** Where a lesson starts: its saved second, unless it was completed or is at its very end. */
export function startPosition(lesson: Lesson): number {
  const at = lesson.position_seconds;
  if (lesson.is_completed || at <= 0) return 0;
  if (lesson.duration_seconds > 0 && at >= lesson.duration_seconds - 3) return 0;
  return at;
}

/** VdoCipher's player address for an OTP and its playback info. */
export function vdoCipherUrl(otp: VideoOtp): string {
  return `https://player.vdocipher.com/v2/?otp=${encodeURIComponent(otp.otp)}&playbackInfo=${encodeURIComponent(otp.playback_info)}`;
}

function streamSource(otp: VideoOtp, apiBase: string): string {
  const url = otp.stream_url ?? '';
  return url.startsWith('/') ? `${apiBase}${url}` : url;
}

export interface LessonVideoProps {
  lesson: Lesson;
  title: string;
  speed: number;
  /** The player's box: key presses inside it are the player's. */
  containerRef: RefObject<HTMLElement | null>;
  onEnded: () => void;
  /** The video element, for the player's own controls (or null while there is none). */
  videoRef: RefObject<HTMLVideoElement | null>;
}

export function LessonVideo({
  lesson,
  title,
  speed,
  containerRef,
  onEnded,
  videoRef,
}: LessonVideoProps) {
  const t = useT(coursePlayerStrings);
  const { apiBase } = useStore($coreConfig);
  const [otp, setOtp] = useState<VideoOtp | null>(null);
  const [failed, setFailed] = useState(false);
  const resumeAt = useRef(startPosition(lesson));
  const playAfterLoad = useRef(false);
  const renewing = useRef(false);
  const saver = useRef<ProgressSaver | null>(null);
  const lessonId = lesson.id;
  const courseId = lesson.course_id;

  const askOtp = useCallback(async () => {
    try {
      const { result } = await coursesApi.getLessonOtp(lessonId);
      setOtp(result);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [lessonId]);

  useEffect(() => {
    void askOtp();
  }, [askOtp]);

  // Progress: written while playing, on pause, at the end, when leaving; the last second when
  // the lesson changes or the player goes away.
  useEffect(() => {
    const save = (body: LessonProgressRequest) => {
      coursesApi
        .saveLessonProgress(body)
        .then(({ result }) => lessonProgressSaved(result, courseId))
        .catch(() => undefined);
    };
    const current = createProgressSaver({
      lessonId,
      position: () => videoRef.current?.currentTime ?? resumeAt.current,
      save,
      saveOnLeave: coursesApi.saveLessonProgressOnLeave,
    });
    saver.current = current;
    const onHide = () => {
      if (document.visibilityState === 'hidden') current.leave();
    };
    const onPageHide = () => current.leave();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      current.stop();
      saver.current = null;
    };
  }, [lessonId, courseId, videoRef]);

  /** A new token, then on from the same second (playing again if it was about to play). */
  const renew = useCallback(
    async (autoplay: boolean) => {
      if (renewing.current) return;
      renewing.current = true;
      const video = videoRef.current;
      if (video && video.currentTime > 0) resumeAt.current = video.currentTime;
      playAfterLoad.current = autoplay;
      try {
        await askOtp();
      } finally {
        renewing.current = false;
      }
    },
    [askOtp, videoRef],
  );

  // Keyboard shortcuts, page-wide but only when the player owns the key (player-keys.ts).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const video = videoRef.current;
      const box = containerRef.current;
      const action = keyAction(event.key);
      if (!video || !box || !action || !playerOwnsKey(event, box)) return;
      event.preventDefault();
      if (action === 'toggle') {
        if (video.paused) void video.play().catch(() => undefined);
        else video.pause();
      } else if (action === 'back') {
        video.currentTime = Math.max(0, video.currentTime - SEEK_STEP_SECONDS);
      } else if (action === 'forward') {
        const end = Number.isFinite(video.duration) ? video.duration : Infinity;
        video.currentTime = Math.min(end, video.currentTime + SEEK_STEP_SECONDS);
      } else if (document.fullscreenElement) {
        void document.exitFullscreen?.().catch(() => undefined);
      } else {
        void box.requestFullscreen?.().catch(() => undefined);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [containerRef, videoRef]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = speed;
    video.playbackRate = speed;
  }, [speed, otp, videoRef]);

  if (failed) {
    return (
      <LoadFailed title={t('videoFailed')} retryLabel={t('retry')} onRetry={() => void askOtp()} />
    );
  }
  if (otp === null) {
    return (
      <Frame aria-busy="true" aria-label={t('loading')}>
        <Skeleton width="100%" height="100%" />
      </Frame>
    );
  }
  if (otp.provider === 'vdocipher') {
    return (
      <Frame>
        <iframe
          part="video"
          title={title}
          src={vdoCipherUrl(otp)}
          allow="encrypted-media; autoplay; fullscreen"
          allowFullScreen
          data-video-provider="vdocipher"
        />
      </Frame>
    );
  }
  const expired = () => Date.parse(otp.expires_at) - OTP_MARGIN_MS <= Date.now();
  return (
    <Frame>
      <video
        ref={videoRef}
        part="video"
        src={streamSource(otp, apiBase)}
        controls
        playsInline
        preload="metadata"
        aria-label={title}
        data-video-provider="savdo"
        onLoadedMetadata={(event) => {
          const video = event.currentTarget;
          video.playbackRate = speed;
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
            return;
          }
          saver.current?.play();
        }}
        onPause={() => saver.current?.pause()}
        onEnded={() => {
          saver.current?.ended();
          onEnded();
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
