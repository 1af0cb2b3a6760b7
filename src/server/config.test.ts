import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('runs with no environment at all, on port 3000 with data in ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
    });
    expect(config.dataDir).toBe(`${config.rootDir}/data`);
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT /],
    [
      { DATABASE_URL: 'mysql://x' },
      /^Invalid configuration: DATABASE_URL must start with postgres:\/\//,
    ],
    [
      { ADMIN_EMAIL: 'boss@campus.test' },
      /^Invalid configuration: ADMIN_PASSWORD is required with ADMIN_EMAIL/,
    ],
    [
      { ADMIN_EMAIL: 'boss@campus.test', ADMIN_PASSWORD: 'weak' },
      /^Invalid configuration: ADMIN_PASSWORD /,
    ],
    [
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' },
      /^Invalid configuration: AUTH_SECRET is required/,
    ],
    [{ TRUST_PROXY: 'yes please' }, /^Invalid configuration: TRUST_PROXY must be true, false/],
    [{ TRUST_PROXY: '10.0.0.0/40' }, /^Invalid configuration: TRUST_PROXY .*10\.0\.0\.0\/40/],
    [{ BACKUP_KEEP: '0' }, /^Invalid configuration: BACKUP_KEEP /],
    [{ BACKUP_KEEP: 'all' }, /^Invalid configuration: BACKUP_KEEP /],
    [{ BACKUP_EVERY_HOURS: '-6' }, /^Invalid configuration: BACKUP_EVERY_HOURS /],
    [{ BACKUP_EVERY_HOURS: 'daily' }, /^Invalid configuration: BACKUP_EVERY_HOURS /],
    [
      { VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}` },
      /^Invalid configuration: VAPID_PRIVATE_KEY is required/,
    ],
    [
      { VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'x' },
      /^Invalid configuration: VAPID_PUBLIC_KEY /,
    ],
    [
      { VAPID_SUBJECT: 'http://localhost:3000' },
      /^Invalid configuration: VAPID_SUBJECT must be a mailto: or https:/,
    ],
  ])('stops on %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    ['false', false],
    ['true', ['loopback', 'linklocal', 'uniquelocal']],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback,::1', ['loopback', '::1']],
  ])('reads TRUST_PROXY=%j as only the proxy hops it names (%j)', (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it('keeps 14 backups in DATA_DIR/backups and takes none by itself unless told how often', () => {
    expect(loadConfig({ DATA_DIR: '/srv/boipoka' }).backup).toEqual({
      dir: '/srv/boipoka/backups',
      keep: 14,
      everyHours: undefined,
    });
    expect(loadConfig({ BACKUP_EVERY_HOURS: '0' }).backup.everyHours).toBeUndefined();
    expect(
      loadConfig({ BACKUP_DIR: '/mnt/copies', BACKUP_KEEP: '30', BACKUP_EVERY_HOURS: '6' }).backup,
    ).toEqual({ dir: '/mnt/copies', keep: 30, everyHours: 6 });
  });

  it('hashes passwords at 2^14 unless PASSWORD_HASH_COST names a cost from 10 to 17', () => {
    expect(loadConfig({}).passwordHashCost).toBe(14);
    expect(loadConfig({ PASSWORD_HASH_COST: '16' }).passwordHashCost).toBe(16);
    for (const cost of ['9', '18', 'low'])
      expect(() => loadConfig({ PASSWORD_HASH_COST: cost })).toThrow(
        /^Invalid configuration: PASSWORD_HASH_COST /,
      );
  });

  it('signs pushes as the site when it is on https, else as its admin, unless VAPID_SUBJECT says', () => {
    expect(loadConfig({}).push.subject).toBe('mailto:admin@localhost');
    expect(
      loadConfig({ ADMIN_EMAIL: 'boss@campus.test', ADMIN_PASSWORD: 'Secret#123' }).push.subject,
    ).toBe('mailto:boss@campus.test');
    expect(loadConfig({ PUBLIC_URL: 'https://boipoka.example/' }).push.subject).toBe(
      'https://boipoka.example',
    );
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:push@boipoka.example' }).push.subject).toBe(
      'mailto:push@boipoka.example',
    );
  });
});
