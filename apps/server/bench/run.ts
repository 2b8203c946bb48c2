// npm run bench: every benchmark, each figure beside its budget.
import { authBench } from './auth.bench.ts';
import { webBench } from './web.bench.ts';

webBench();
await authBench();
