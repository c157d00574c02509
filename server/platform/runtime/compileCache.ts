import nodeModule from 'node:module';
import path from 'node:path';

/**
 * V8's compiled code of every module the server loads, kept on disk between starts, so a cold start reads
 * code instead of compiling it (docs/decisions/0058-every-page-fast.md). Imported first by server/main.ts,
 * before anything else loads. `NODE_COMPILE_CACHE` (Node's own variable) chooses another folder and
 * `NODE_DISABLE_COMPILE_CACHE=1` turns it off; Node before 22.1 has no compile cache and starts as before.
 */
const COMPILE_CACHE_DIR = path.resolve(__dirname, '../../../../../node_modules/.cache/sfr-compile');

const { enableCompileCache } = nodeModule as { enableCompileCache?: (directory?: string) => unknown };
enableCompileCache?.(process.env.NODE_COMPILE_CACHE || COMPILE_CACHE_DIR);
