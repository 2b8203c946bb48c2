import { describe, expect, it } from 'vitest';
import { syncJobLabel } from './sync-labels.ts';

describe('syncJobLabel', () => {
  it.each([
    ['adela_import_persons', 'Synkronisera personer'],
    ['adela_import_groups', 'Synkronisera grupper'],
    ['schoolsoft_import_persons', 'schoolsoft_import_persons'],
    ['toString', 'toString'],
    ['', ''],
  ])('names the job %j %j', (type, label) => {
    expect(syncJobLabel(type)).toBe(label);
  });
});
