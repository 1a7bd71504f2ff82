// One socket's stream of events while it catches up (docs/decisions/0278-live-fan-out-across-processes.md).
import { describe, expect, it } from 'vitest';
import { OrderedStream } from './ordered-stream';

function stream() {
  const sent: string[] = [];
  return { sent, stream: new OrderedStream((text) => sent.push(text)) };
}

describe('OrderedStream', () => {
  it('holds events from the hub back until the missed ones are sent, then sends them in order', () => {
    const { sent, stream: s } = stream();
    s.push('live 11', 11);
    s.push('ticks'); // no id: from this process only
    s.startAfter(8);
    s.emit('hello');
    s.emit('missed 9', 9);
    s.emit('missed 10', 10);
    expect(sent).toEqual(['hello', 'missed 9', 'missed 10']);
    s.release();
    expect(sent).toEqual(['hello', 'missed 9', 'missed 10', 'live 11', 'ticks']);
  });

  it('sends an event read from the log and announced too only once', () => {
    const { sent, stream: s } = stream();
    s.push('event 10', 10);
    s.startAfter(8);
    s.emit('event 9', 9);
    s.emit('event 10', 10);
    s.release();
    s.push('event 10', 10);
    s.push('event 11', 11);
    expect(sent).toEqual(['event 9', 'event 10', 'event 11']);
  });

  it('sends nothing at or before the id the stream continues after', () => {
    const { sent, stream: s } = stream();
    s.push('old 5', 5);
    s.startAfter(5);
    s.release();
    s.push('new 6', 6);
    expect(sent).toEqual(['new 6']);
  });
});
