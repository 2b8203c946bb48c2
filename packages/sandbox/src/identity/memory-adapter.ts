import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  model: string;
  payload: AdapterPayload;
  expiresAt: number;
}

// Holds oidc-provider's sessions, interactions and grants for one provider instance. A restart signs
// everyone out of the dev identity provider, which is what development wants. The handful of entries a
// developer creates makes linear scans for the secondary lookups cheaper to read than extra indexes.
export class MemoryAdapterStore {
  readonly #entries = new Map<string, Entry>();

  readonly adapterFor = (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      upsert: async (id, payload, expiresIn) => {
        this.#dropExpired();
        const expiresAt = expiresIn === undefined ? Number.POSITIVE_INFINITY : Date.now() + expiresIn * 1000;
        this.#entries.set(keyOf(id), { model, payload, expiresAt });
      },
      find: async (id) => this.#read(keyOf(id)),
      findByUid: async (uid) => this.#findFirst(model, (payload) => payload.uid === uid),
      findByUserCode: async (userCode) => this.#findFirst(model, (payload) => payload.userCode === userCode),
      consume: async (id) => {
        const payload = this.#read(keyOf(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      destroy: async (id) => {
        this.#entries.delete(keyOf(id));
      },
      revokeByGrantId: async (grantId) => {
        for (const [key, entry] of this.#entries) {
          if (entry.model === model && entry.payload.grantId === grantId) this.#entries.delete(key);
        }
      },
    };
  };

  clear(): void {
    this.#entries.clear();
  }

  #read(key: string): AdapterPayload | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  #findFirst(model: string, matches: (payload: AdapterPayload) => boolean): AdapterPayload | undefined {
    const now = Date.now();
    for (const entry of this.#entries.values()) {
      if (entry.model === model && entry.expiresAt > now && matches(entry.payload)) return entry.payload;
    }
    return undefined;
  }

  // Abandoned sign-ins are never read again, so expiry is enforced on writes to keep memory bounded.
  #dropExpired(): void {
    const now = Date.now();
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt <= now) this.#entries.delete(key);
    }
  }
}
