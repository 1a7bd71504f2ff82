// A language switch reaches a <StagedLanguage> subtree one task after the rest of the page
// (docs/decisions/0330-interactions-bench.md): two shorter tasks instead of one long one.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { $language } from '@savdo/core';
import { LanguageContext, useLanguage } from './language-context';
import { StagedLanguage } from './staged-language';

function Shows({ id }: { id: string }) {
  return <span data-testid={id}>{useLanguage()}</span>;
}

const text = (id: string) => screen.getByTestId(id).textContent;

// The language the rest of the worker's tests found: set back after each test.
let before = $language.get();
beforeEach(() => {
  before = $language.get();
});
afterEach(() => act(() => $language.set(before)));

describe('StagedLanguage', () => {
  it('the subtree takes a new language a task after the rest of the page, then both agree', async () => {
    act(() => $language.set('en'));
    render(
      <>
        <Shows id="frame" />
        <StagedLanguage>
          <Shows id="content" />
        </StagedLanguage>
      </>,
    );
    expect([text('frame'), text('content')]).toEqual(['en', 'en']);

    act(() => $language.set('ru'));
    expect([text('frame'), text('content')]).toEqual(['ru', 'en']);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect([text('frame'), text('content')]).toEqual(['ru', 'ru']);
  });

  it('two quick switches end on the last one; an element with its own language keeps it', async () => {
    act(() => $language.set('en'));
    render(
      <StagedLanguage>
        <Shows id="content" />
        <LanguageContext.Provider value="uz">
          <Shows id="own" />
        </LanguageContext.Provider>
      </StagedLanguage>,
    );
    act(() => {
      $language.set('ru');
      $language.set('en');
      $language.set('ru');
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect([text('content'), text('own')]).toEqual(['ru', 'uz']);
  });
});
