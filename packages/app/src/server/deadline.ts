/**
 * `work`'s answer, or undefined once `ms` have passed. The timer is cleared as soon as either settles: a pending one
 * would hold the render's data for the whole deadline and keep a server process from exiting when it is closed.
 */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let stopTimer = () => {};
  const deadline = new Promise<undefined>((resolve) => {
    const timer = setTimeout(resolve, ms);
    stopTimer = () => clearTimeout(timer);
  });
  return Promise.race([work, deadline]).finally(stopTimer);
}
