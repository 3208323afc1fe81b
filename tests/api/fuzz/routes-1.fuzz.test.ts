/** Part 1 of the route fuzz (tests/api/fuzz/route-fuzz.ts): routes are dealt to two files, which vitest may run in parallel. */
import { fuzzRouteShard } from './route-fuzz';

await fuzzRouteShard(0, 2);
