/** Leaves the app for another site (its own module so tests can replace it: jsdom's location cannot be stubbed). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
