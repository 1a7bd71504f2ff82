// NoticeLayout: the one layout of a page that is a message rather than content (an error page,
// a blocking access notice, the ban page, the in-app-browser notice): a centred column with a
// visual (NoticeEmblem, an error code, a brand mark), a heading, a text, an optional status
// line and a row of actions. The caller owns the words and the actions.
import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { token } from '../theme/tokens';
import { forwardDomProps } from '../theme/forward-props';
import { ActionRow } from './action-row';

export type NoticeTone = 'accent' | 'info' | 'warning' | 'danger';

/** Attributes for the frame or the box: role, aria-live and the data-* hooks tests select by. */
type NoticeAttributes = HTMLAttributes<HTMLElement> & { [data: `data-${string}`]: string };

export interface NoticeLayoutProps {
  /** page (default): fills the viewport as the page's <main>; inline: inside the app layout. */
  frame?: 'page' | 'inline';
  /** card (default): a raised, bordered box; bare: straight on the page background. */
  box?: 'card' | 'bare';
  /** Above the heading: a NoticeEmblem, an error code, a brand mark. */
  visual?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  /** Between the text and the actions (e.g. a status line). */
  children?: ReactNode;
  actions?: ReactNode;
  frameProps?: NoticeAttributes;
  boxProps?: NoticeAttributes;
}

const PageFrame = styled.main.withConfig(forwardDomProps)`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${token('space-6')} ${token('space-4')};
  background: ${token('color-bg')};
  color: ${token('color-text')};
`;

const InlineFrame = styled.div.withConfig(forwardDomProps)`
  display: flex;
  justify-content: center;
  padding: ${token('space-6')} 0;
`;

const Box = styled.section.withConfig(forwardDomProps)<{ $card: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  width: 100%;
  max-width: ${token('notice-width')};
  text-align: center;
  ${(p) =>
    p.$card &&
    css`
      padding: ${token('space-6')} ${token('space-5')};
      border: ${token('border-width')} solid ${token('color-border')};
      border-radius: ${token('radius-xl')};
      background: ${token('color-surface-raised')};
      box-shadow: ${token('shadow')};
    `}
`;

const Visual = styled.div`
  margin-bottom: ${token('space-4')};
`;

const Title = styled.h1`
  margin: 0 0 ${token('space-2')};
  font-size: ${token('font-size-2xl')};
  line-height: 1.3;
`;

const Text = styled.p`
  margin: 0 0 ${token('space-5')};
  max-width: 44ch;
  color: ${token('color-text-muted')};
`;

export function NoticeLayout({
  frame = 'page',
  box = 'card',
  visual,
  title,
  text,
  children,
  actions,
  frameProps,
  boxProps,
}: NoticeLayoutProps) {
  const Frame = frame === 'page' ? PageFrame : InlineFrame;
  return (
    <Frame {...frameProps}>
      <Box $card={box === 'card'} {...boxProps}>
        {visual ? <Visual>{visual}</Visual> : null}
        <Title>{title}</Title>
        {text ? <Text>{text}</Text> : null}
        {children}
        {actions ? <ActionRow>{actions}</ActionRow> : null}
      </Box>
    </Frame>
  );
}

const toneColours: Record<NoticeTone, [string, string]> = {
  accent: [token('color-accent'), `color-mix(in srgb, ${token('color-accent')} 14%, transparent)`],
  info: [token('color-info'), token('color-info-soft')],
  warning: [token('color-warning'), token('color-warning-soft')],
  danger: [token('color-danger'), token('color-danger-soft')],
};

/** A round badge holding a notice's icon, coloured by tone (the text says the rest). */
export const NoticeEmblem = styled.div.attrs({ 'aria-hidden': true }).withConfig(forwardDomProps)<{
  $tone: NoticeTone;
}>`
  width: ${token('emblem-size')};
  height: ${token('emblem-size')};
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  color: ${(p) => toneColours[p.$tone][0]};
  background: ${(p) => toneColours[p.$tone][1]};
`;
