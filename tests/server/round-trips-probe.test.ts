import { afterAll, beforeAll, test } from 'vitest';
import { startHarness, type Harness } from './harness';
import { countRoundTrips, type RoundTrips } from './round-trips';

let h: Harness;
let trips: RoundTrips;
beforeAll(async () => {
  h = await startHarness();
  trips = countRoundTrips(h.handle);
});
afterAll(() => h.close());

test('probe', async () => {
  const token = await h.login('中心领导');
  for (const url of ['/api/user/info', '/api/task/list/for/mix?page=1&size=20', '/api/child/list/for/department/village/level/character/genre/keyword?page=1&size=20']) {
    await h.call('GET', url, token);
    trips.reset();
    const res = await h.call('GET', url, token);
    console.log(url, res.statusCode, trips.statements.length, '\n  ' + trips.statements.join('\n  '));
  }
});
