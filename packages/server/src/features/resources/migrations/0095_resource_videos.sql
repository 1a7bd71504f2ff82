-- A video resource plays in the product's protected player from a file the video service holds
-- (`video_key`, a storage key such as `demo/lesson-01.webm`), through short-lived playback
-- tokens, as lessons do (docs/decisions/0284-paid-resources-delivery.md). `video_url`, an
-- outside link, stays for free resources only and is never sent for a paid one; a video needs
-- one of the two.
ALTER TABLE resources ADD COLUMN video_key text CHECK (length(video_key) <= 300);
ALTER TABLE resources DROP CONSTRAINT resources_check;
ALTER TABLE resources ADD CONSTRAINT resources_video_somewhere
  CHECK (kind <> 'video' OR video_url IS NOT NULL OR video_key IS NOT NULL);
