// npm run bench: every benchmark, each figure beside its budget.
import { authBench } from './auth.bench.ts';
import { databaseBrowserBench } from './database-browser.bench.ts';
import { invoicingBench } from './invoicing.bench.ts';
import { lighthouseBench } from './lighthouse.bench.ts';
import { loadBench } from './load.bench.ts';
import { personSearchBench } from './person-search.bench.ts';
import { preschoolBench } from './preschool.bench.ts';
import { schoolImportBench } from './school-import.bench.ts';
import { soakBench } from './soak.bench.ts';
import { webBench } from './web.bench.ts';

const only = process.argv[2];
if (!only || only === 'web') webBench();
if (!only || only === 'auth') await authBench();
if (!only || only === 'preschool') await preschoolBench();
if (!only || only === 'invoicing') await invoicingBench();
if (!only || only === 'person-search') await personSearchBench();
if (!only || only === 'school-import') await schoolImportBench();
if (!only || only === 'database-browser') await databaseBrowserBench();
if (!only || only === 'lighthouse') await lighthouseBench();
if (!only || only === 'load') await loadBench();
if (!only || only === 'soak') await soakBench();
