import { GHOST_AS_STORAGE_KEY } from './api-client.ts';
import { reloadApp } from './reload-app.ts';

// Spec 4.1: the api client reads the stored id on every call; a reload drops every cached answer
// of the previous identity at once.

export function isGhosting(): boolean {
  return window.localStorage.getItem(GHOST_AS_STORAGE_KEY) !== null;
}

/** Acts as the person from now on, starting at the app's start page. */
export function startGhosting(personId: number): void {
  window.localStorage.setItem(GHOST_AS_STORAGE_KEY, String(personId));
  reloadApp('/');
}

/** Drops the stored id without reloading (before a new sign-in). */
export function forgetGhosting(): void {
  window.localStorage.removeItem(GHOST_AS_STORAGE_KEY);
}

/**
 * Back to the signed-in user, on the card of the person they acted as: where 'Skugga' was pressed,
 * so they carry on from there.
 */
export function stopGhosting(): void {
  const personId = window.localStorage.getItem(GHOST_AS_STORAGE_KEY);
  forgetGhosting();
  reloadApp(personId === null ? undefined : `/person/${encodeURIComponent(personId)}`);
}

/**
 * The server refused the stored ghost_as: forget it and reload as the signed-in user, on the same page
 * (they may not open persons at all). Returns false when no id was stored; the id is gone before the
 * reload, so a refusal can never reload twice.
 */
export function endRefusedGhosting(): boolean {
  if (!isGhosting()) return false;
  forgetGhosting();
  reloadApp();
  return true;
}
