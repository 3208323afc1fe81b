import { describe, expect, it } from 'vitest';
import { withSettings } from './ini-settings';

const INI = [
  '[databases]',
  'boltx = host=10.0.2.10 port=5432 dbname=boltx',
  '',
  '[pgbouncer]',
  'listen_port = 6432',
  'pool_mode = transaction',
].join('\n');

describe('the rehearsal’s substitution in pgbouncer.ini', () => {
  it('replaces the named settings and keeps every other line', () => {
    const ini = withSettings(INI, { listen_port: '40001', boltx: 'host=127.0.0.1 port=40000 dbname=boltx' });
    expect(ini).toContain('listen_port = 40001');
    expect(ini).toContain('boltx = host=127.0.0.1 port=40000 dbname=boltx');
    expect(ini).toContain('pool_mode = transaction');
  });

  it('refuses a setting the file does not have, so the file and the rehearsal cannot drift apart', () => {
    expect(() => withSettings(INI, { auth_file: '/tmp/userlist.txt' })).toThrow('settings not in the file: auth_file');
  });
});
