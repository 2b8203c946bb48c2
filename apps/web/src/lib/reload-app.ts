/** Loads the app again from the server, at `path` or where it is (its own module so tests can replace it). */
export function reloadApp(path?: string): void {
  if (path === undefined) window.location.reload();
  else window.location.assign(path);
}
