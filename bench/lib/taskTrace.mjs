// Main-thread and worker tasks of one renderer from a Chromium trace (`RunTask` of
// `disabled-by-default-devtools.timeline`, the tasks DevTools' performance panel shows, and `blink.user_timing`),
// between pairs of `performance.mark`s: how long each task took on the clock (what the Long Tasks API sees) and on the
// thread's own CPU (`tdur`, what the page's code cost). On a loaded machine the clock stretches a task while the
// thread waits for a core; the CPU time does not.

/** The trace categories these figures need. */
export const taskTraceCategories = ['disabled-by-default-devtools.timeline', 'blink.user_timing'];

/**
 * Task events per thread key `pid:tid`. `RunTask`, not `toplevel`'s `ThreadControllerImpl::RunTask`: in a dedicated
 * worker the latter covers only the scheduler's part, while `RunTask` spans the script that runs in the task.
 */
function tasksByThread(events) {
  const tasks = new Map();
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'RunTask') continue;
    const key = `${event.pid}:${event.tid}`;
    if (!tasks.has(key)) tasks.set(key, []);
    tasks.get(key).push(event);
  }
  return tasks;
}

const ms = (microseconds) => Math.round(microseconds / 100) / 10;

/**
 * For each `[startMark, endMark]` pair (the n-th of each, in the renderer that made them), the main thread's tasks
 * overlapping the window (plus `tailMs`) and the dedicated workers' tasks in it: longest task by clock and by CPU,
 * tasks over `longMs` by clock and by CPU, and CPU in total.
 */
export function taskFigures(traceBuffer, { startMark, endMark, tailMs = 200, longMs = 50 }) {
  const parsed = JSON.parse(traceBuffer.toString());
  const events = parsed.traceEvents ?? parsed;
  const threadNames = new Map();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name') {
      threadNames.set(`${event.pid}:${event.tid}`, event.args.name);
    }
  }
  const marks = (name) => events.filter((event) => event.name === name).sort((a, b) => a.ts - b.ts);
  const starts = marks(startMark);
  const ends = marks(endMark);
  const tasks = tasksByThread(events);
  const threadsOf = (pid, name) =>
    [...threadNames]
      .filter(([key, thread]) => thread === name && key.startsWith(`${pid}:`))
      .map(([key]) => key);
  return starts.map((start, index) => {
    const end = ends[index];
    if (!end) return undefined;
    const from = start.ts;
    const to = end.ts + tailMs * 1000;
    const inWindow = (keys) =>
      keys
        .flatMap((key) => tasks.get(key) ?? [])
        .filter((task) => task.ts + task.dur >= from && task.ts <= to);
    const main = inWindow(threadsOf(start.pid, 'CrRendererMain'));
    const workers = inWindow(threadsOf(start.pid, 'DedicatedWorker thread'));
    const longestByClock = main.reduce(
      (best, task) => (!best || task.dur > best.dur ? task : best),
      undefined,
    );
    const cpu = (task) => task.tdur ?? 0;
    return {
      main_tasks: main.length,
      main_longest_task_ms: ms(longestByClock?.dur ?? 0),
      main_longest_task_cpu_ms: ms(cpu(longestByClock ?? {})),
      main_max_task_cpu_ms: ms(Math.max(0, ...main.map(cpu))),
      main_tasks_over_long_by_clock: main.filter((task) => task.dur > longMs * 1000).length,
      main_tasks_over_long_by_cpu: main.filter((task) => cpu(task) > longMs * 1000).length,
      main_cpu_ms: ms(main.reduce((total, task) => total + cpu(task), 0)),
      worker_cpu_ms: ms(workers.reduce((total, task) => total + cpu(task), 0)),
      worker_task_clock_ms: ms(workers.reduce((total, task) => total + task.dur, 0)),
    };
  });
}
