import * as migration_20261122_042417_initial from './20261122_042417_initial';

export const migrations = [
  {
    up: migration_20261122_042417_initial.up,
    down: migration_20261122_042417_initial.down,
    name: '20261122_042417_initial'
  },
];
