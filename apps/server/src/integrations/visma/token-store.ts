/** Where the Visma client keeps the refresh token it was last given. */
export interface RefreshTokenStore {
  read(): Promise<string | undefined>;
  write(token: string): Promise<void>;
}

/** Kept in memory only: for tests, and as the start of the database store. */
export function memoryTokenStore(initial?: string): RefreshTokenStore {
  let token = initial;
  return {
    read: () => Promise.resolve(token),
    write: (next) => {
      token = next;
      return Promise.resolve();
    },
  };
}
