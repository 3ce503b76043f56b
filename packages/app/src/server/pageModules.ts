/**
 * The module files a page the server drew lists for its entry (main.tsx), which fetches them all at once and then runs
 * them in this order, a file a task: each file after the files it imports (`files` comes in the manifest's order), the
 * entry left out (it is what is running), and the app's own module last, since running it starts the app.
 */
export function modulesToRun(files: readonly string[], entry: string, app: string): string[] {
  return [...new Set(files)].filter((file) => file !== entry && file !== app).concat(app);
}
