// index.html's first screen (decision 0268): what releases it, and the start-up renders split
// into tasks, under it and on every page until the first is shown.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { FIRST_SCREEN_ELEMENT_ID } from '@savdo/contract';
import { StartUpStep } from './start-up-step';
import {
  beginStartUp,
  endStartUp,
  firstScreenShown,
  releaseFirstScreen,
  releaseFirstScreenAfter,
  renderInSteps,
} from './first-screen';

function serveFirstScreen(shown: boolean): void {
  const element = document.createElement('div');
  element.id = FIRST_SCREEN_ELEMENT_ID;
  element.hidden = !shown;
  document.body.append(element);
}

beforeEach(() => releaseFirstScreen());
afterEach(() => {
  cleanup();
  releaseFirstScreen();
});

describe('the first screen', () => {
  it('counts as shown only when the server showed it, until it is released', () => {
    expect(firstScreenShown()).toBe(false);
    serveFirstScreen(false);
    expect(firstScreenShown()).toBe(false);
    releaseFirstScreen();
    serveFirstScreen(true);
    expect(firstScreenShown()).toBe(true);
    releaseFirstScreen();
    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
    // Releasing twice is harmless.
    releaseFirstScreen();
  });

  it('waits for the page to draw the picture: released on its load or its error, not before', () => {
    for (const outcome of ['load', 'error'] as const) {
      serveFirstScreen(true);
      const image = document.createElement('img');
      Object.defineProperty(image, 'complete', { value: false });
      releaseFirstScreenAfter(image);
      expect(firstScreenShown()).toBe(true);
      image.dispatchEvent(new Event(outcome));
      expect(firstScreenShown()).toBe(false);
    }
  });

  it('with no picture to wait for (no banners, a failed list), it goes at once', () => {
    serveFirstScreen(true);
    releaseFirstScreenAfter(null);
    expect(firstScreenShown()).toBe(false);
  });
});

describe('StartUpStep', () => {
  it('renders at once when there is no first screen (every later render, every other page)', () => {
    render(<StartUpStep>the page</StartUpStep>);
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('during start-up, on a page without the first screen too, renders in a later task than its parent', async () => {
    beginStartUp();
    expect(renderInSteps()).toBe(true);
    render(
      <div>
        <span>the frame</span>
        <StartUpStep>
          <span>the sidebar</span>
        </StartUpStep>
      </div>,
    );
    expect(screen.getByText('the frame')).toBeTruthy();
    expect(screen.queryByText('the sidebar')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('the sidebar')).toBeTruthy();
    // Once the first page is shown, start-up is over: later renders wait for nothing.
    endStartUp();
    expect(renderInSteps()).toBe(false);
    cleanup();
    render(<StartUpStep>the next page</StartUpStep>);
    expect(screen.getByText('the next page')).toBeTruthy();
  });

  it('releasing the first screen (an error page, a notice) ends start-up too', () => {
    beginStartUp();
    releaseFirstScreen();
    expect(renderInSteps()).toBe(false);
  });

  it('under the first screen, renders in a later task than its parent', async () => {
    serveFirstScreen(true);
    render(
      <div>
        <span>the frame</span>
        <StartUpStep>
          <span>the page</span>
        </StartUpStep>
      </div>,
    );
    expect(screen.getByText('the frame')).toBeTruthy();
    expect(screen.queryByText('the page')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('the page')).toBeTruthy();
  });
});
