// index.html's first screen (decision 0268): the frame and the dashboard's first banner, drawn by
// the HTML before any script, lying over the app. It goes when the page under it has drawn the
// same picture (the banner strip calls releaseFirstScreen), or at once when the app shows
// anything else there: another page, a notice, an error page, the in-app browser notice. After
// 6 s its own CSS fades it, should a script fail, and then it leaves the page.
import { FIRST_SCREEN_ELEMENT_ID } from '@savdo/contract';
import { schedulerYield } from '@savdo/core';

/**
 * The load's start-up: from the entry's first render (main.tsx) until the first page, notice or
 * error page has been drawn. Until then its renders are split into tasks (StartUpStep), on every
 * page: a phone cannot respond during one long task, and nothing on screen waits for the rest.
 */
let startingUp = false;

export function beginStartUp(): void {
  startingUp = true;
}

export function endStartUp(): void {
  startingUp = false;
}

/** Whether renders are split into tasks now: during start-up, or under the first screen. */
export function renderInSteps(): boolean {
  return startingUp || firstScreenShown();
}

/** Removes the first screen, which also ends start-up; harmless when there is none or it is gone. */
export function releaseFirstScreen(): void {
  endStartUp();
  document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove();
}

/** Once its own CSS has faded it (a script failed to release it), it goes from the page too. */
export function releaseFirstScreenWhenFaded(): void {
  document
    .getElementById(FIRST_SCREEN_ELEMENT_ID)
    ?.addEventListener('animationend', releaseFirstScreen, { once: true });
}

/** Whether the first screen is still showing (served shown and not released). */
export function firstScreenShown(): boolean {
  const element = document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  return element !== null && !element.hidden;
}

/**
 * Releases the first screen once `image` has been drawn (loaded or failed), or at once when
 * there is no image to wait for.
 */
export function releaseFirstScreenAfter(image: HTMLImageElement | null | undefined): () => void {
  if (!image || image.complete) {
    releaseFirstScreen();
    return () => undefined;
  }
  image.addEventListener('load', releaseFirstScreen, { once: true });
  image.addEventListener('error', releaseFirstScreen, { once: true });
  return () => {
    image.removeEventListener('load', releaseFirstScreen);
    image.removeEventListener('error', releaseFirstScreen);
  };
}

/** Resolves in a later task, so the work before and after it are two tasks, not one. */
export function nextTask(): Promise<void> {
  return schedulerYield() ?? new Promise((resolve) => setTimeout(resolve, 0));
}
