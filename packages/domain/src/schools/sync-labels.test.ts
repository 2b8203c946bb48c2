import { describe, expect, it } from 'vitest';
import { syncJobLabel } from './sync-labels.ts';

describe('syncJobLabel', () => {
  it.each([
    ['adela_import_persons', 'Synkronisera personer'],
    ['adela_import_groups', 'Synkronisera grupper'],
    ['schoolsoft_import_persons', 'Synkronisera personer'],
    ['online_import_groups', 'Synkronisera grupper'],
    ['schoolsoft_queue_students', 'Skapa kö för att synkronisera elever'],
    ['schoolsoft_queue_parents', 'Skapa kö för att synkronisera vårdnadshavare'],
    ['schoolsoft_queue_teachers', 'Skapa kö för att synkronisera lärare'],
    ['schoolsoft_queue_groups', 'Skapa kö för att synkronisera grupper'],
    ['adela_queue_persons', 'Skapa kö för att synkronisera personer'],
    ['skola24_import_persons', 'skola24_import_persons'],
    ['adela_toString', 'adela_toString'],
    ['toString', 'toString'],
    ['', ''],
  ])('names the job %j %j', (type, label) => {
    expect(syncJobLabel(type)).toBe(label);
  });
});
