// A message's text: text nodes, and http(s) URLs as links that open in a new tab without the
// opener or referrer. Never HTML: React escapes every part.
import { chatTextParts } from '@savdo/core/chat';

export function MessageText({ text }: { text: string }) {
  return (
    <>
      {chatTextParts(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
