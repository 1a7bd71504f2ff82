// What interactions.bench.mjs measures inside the page (docs/decisions/0330-interactions-bench.md):
// the Event Timing API's entries (an entry's duration runs from the input's hardware timestamp to
// the next paint after its handlers), the Long Tasks API's entries (tasks over 50 ms), and, as a
// check of the input itself, each trusted pointerdown, click and keydown with the frame after it.
// Both observers start when the probe is installed (not buffered), so the page's load is not
// counted.

/** Installs the probe in the page's current document (once per document). */
export function installProbe(page) {
  return page.evaluate(() => {
    if (window.__interactionProbe) return;
    const probe = { since: performance.now(), events: [], longTasks: [], inputs: [] };
    window.__interactionProbe = probe;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: false });
    // 16 ms is the smallest threshold the API allows; an input with no entry painted sooner.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId || entry.startTime < probe.since) continue;
        probe.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
    for (const type of ['pointerdown', 'click', 'keydown']) {
      addEventListener(
        type,
        (event) => {
          if (!event.isTrusted) return;
          const input = { type, start: event.timeStamp, frame: 0 };
          probe.inputs.push(input);
          // A frame callback, then a task: the time after the frame that follows the input.
          requestAnimationFrame(() =>
            setTimeout(() => {
              input.frame = performance.now();
            }, 0),
          );
        },
        { capture: true },
      );
    }
  });
}

/** Forgets what came before: the next input starts a run. */
export function beginRun(page) {
  return page.evaluate(() => {
    const probe = window.__interactionProbe;
    probe.since = performance.now();
    probe.events = [];
    probe.longTasks = [];
    probe.inputs = [];
  });
}

/**
 * Call once the interaction's result is on screen: waits for a painted frame (the settled
 * moment) and a little more for the observers' reports, then answers the run's figures in ms:
 * `nextPaint` (the longest Event Timing duration among the run's inputs, or, when none reached the
 * API's 16 ms, the frame check's), `longestTask` (the longest task overlapping input to settled;
 * 0 when none was over 50 ms), `shown` (input to the settled frame) and what the inputs were.
 */
export function endRun(page) {
  return page.evaluate(async () => {
    const probe = window.__interactionProbe;
    const settled = await new Promise((resolve) =>
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)),
    );
    // Event Timing reports after the paint, long tasks after the task: give both a moment.
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (probe.inputs.length === 0) throw new Error('no input reached the page');
    const start = Math.min(...probe.inputs.map((input) => input.start));
    const longTasks = probe.longTasks.filter(
      (task) => task.start < settled && task.start + task.duration > start,
    );
    const frameCheck = Math.max(
      0,
      ...probe.inputs.filter((input) => input.frame > 0).map((input) => input.frame - input.start),
    );
    const timed = probe.events.length > 0;
    return {
      nextPaint: timed ? Math.max(...probe.events.map((entry) => entry.duration)) : frameCheck,
      source: timed ? 'event timing' : 'frame check',
      frameCheck,
      longestTask: Math.max(0, ...longTasks.map((task) => task.duration)),
      longTasks: longTasks.length,
      shown: settled - start,
      inputs: [...new Set(probe.inputs.map((input) => input.type))].join('+'),
    };
  });
}
