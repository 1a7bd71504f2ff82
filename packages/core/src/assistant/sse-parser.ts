// Reads a server-sent-event stream chunk by chunk: `data:` lines are joined until a blank line
// ends the event, which is handed on parsed as JSON. Chunks may split a line or an event
// anywhere (TCP does), so the unfinished tail is kept for the next chunk.
export function createSseParser<E>(onEvent: (event: E) => void) {
  let buffer = '';
  let data: string[] = [];

  function line(text: string) {
    if (text === '') {
      if (data.length > 0) {
        const payload = data.join('\n');
        data = [];
        try {
          onEvent(JSON.parse(payload) as E);
        } catch {
          // not JSON: not one of ours
        }
      }
      return;
    }
    if (text.startsWith('data:')) data.push(text.slice(text.startsWith('data: ') ? 6 : 5));
    // `event:`, `id:`, `retry:` and comments: the JSON carries its own type.
  }

  return {
    push(chunk: string) {
      buffer += chunk;
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        line(buffer.slice(0, newline).replace(/\r$/, ''));
        buffer = buffer.slice(newline + 1);
      }
    },
    end() {
      if (buffer !== '') line(buffer.replace(/\r$/, ''));
      buffer = '';
      line('');
    },
  };
}
