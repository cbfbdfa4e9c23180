/**
 * Runs before every API test file. Test files share their worker's modules (isolate: false,
 * docs/decisions/0038-ci-time.md) but not their databases: what the process keeps in
 * memory by tenant or stream id would answer one file with another's rows (tenant 1 exists in
 * every test database). Each file starts with the empty caches of a fresh process.
 */
import { forgetAllFormValidators } from '../modules/apply-streams/form-validators.js';
import { forgetAllListValues } from '../modules/apply-streams/list-values.js';
import { forgetAllStreamForms } from '../modules/apply-streams/stream-forms-cache.js';
import { attemptCache } from '../stores/attempt-cache.js';

forgetAllFormValidators();
forgetAllListValues();
forgetAllStreamForms();
attemptCache.forgetAll();
