// An instruction's body: plain text, blank lines between paragraphs; rendered as text, never
// HTML. A video link opens in a new tab.
import styled from 'styled-components';
import type { Instruction } from '@savdo/contract';
import { token } from '../theme/tokens';
import { TextLink } from '../primitives/links';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
  color: ${token('color-text')};
  font-size: ${token('font-size-md')};
  line-height: 1.5;
  p {
    margin: 0;
    white-space: pre-line;
  }
`;

export function InstructionText({
  instruction,
  videoLabel,
}: {
  instruction: Instruction;
  videoLabel: string;
}) {
  return (
    <Body>
      {instruction.body.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
      {instruction.video_url ? (
        <TextLink href={instruction.video_url} target="_blank" rel="noopener noreferrer">
          {videoLabel}
        </TextLink>
      ) : null}
    </Body>
  );
}
