// Spec part 2, 4 'System choice by location name': which school system a unit's exports come from.

export type ExportSystem = 'schoolsoft' | 'online' | 'adela';

export function exportSystemOf(locationName: string): ExportSystem {
  const name = locationName.toLowerCase();
  if (name.includes('grundskola')) return 'schoolsoft';
  if (name.includes('komvux')) return 'online';
  return 'adela';
}
