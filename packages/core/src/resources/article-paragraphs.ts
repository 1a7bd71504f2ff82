// An article's body is plain text (decision 0210): blank lines part paragraphs, a single line
// break stays a line break inside one. The widget renders each paragraph as text, never HTML.

/** The paragraphs of a body, each trimmed, empty ones dropped; line ends made `\n`. */
export function articleParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}
