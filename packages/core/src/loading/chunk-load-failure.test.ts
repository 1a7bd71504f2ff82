import { describe, expect, it } from 'vitest';
import { ChunkLoadError, isChunkLoadFailure } from './chunk-load-failure';

describe('a chunk that could not be downloaded', () => {
  it.each([
    // Chromium, Firefox, Safari, Vite's preload helper, webpack-style messages.
    new TypeError('Failed to fetch dynamically imported module: https://savdo.uz/assets/x.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/x.css'),
    new Error('Loading chunk 12 failed.'),
    'Failed to fetch',
  ])('is told from a broken module: %s', (error) => {
    expect(isChunkLoadFailure(error)).toBe(true);
  });

  it('a module that loaded and then threw is not a network failure', () => {
    expect(isChunkLoadFailure(new Error('no page in the module of profile'))).toBe(false);
    expect(isChunkLoadFailure(new SyntaxError('Unexpected token'))).toBe(false);
  });
});

describe('ChunkLoadError', () => {
  it('keeps what failed and says it', () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    const error = new ChunkLoadError(cause);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ChunkLoadError');
    expect(error.cause).toBe(cause);
    expect(error.message).toBe(cause.message);
  });
});
