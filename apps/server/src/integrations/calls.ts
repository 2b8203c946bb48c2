/**
 * Told the outcome of every call a client makes to its outside system, so the Integrationer screen
 * shows when the system last answered and its last error. One observer per system.
 */
export interface CallObserver {
  succeeded(): void;
  failed(error: unknown): void;
}
