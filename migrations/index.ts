import * as migration_20261122_042417_initial from './20261122_042417_initial';
import * as migration_20261122_052513_google_sign_in from './20261122_052513_google_sign_in';

export const migrations = [
  {
    up: migration_20261122_042417_initial.up,
    down: migration_20261122_042417_initial.down,
    name: '20261122_042417_initial',
  },
  {
    up: migration_20261122_052513_google_sign_in.up,
    down: migration_20261122_052513_google_sign_in.down,
    name: '20261122_052513_google_sign_in'
  },
];
