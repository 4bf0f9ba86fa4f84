import { parentPort } from 'node:worker_threads';
import { analyseMatch } from '../analysis/analyse.js';
import { renderAnalysis } from '../analysis/render.js';
import type { AnalysisInput } from '../analysis/types.js';

/** The analyst's thread (analysis-thread.ts): answers each match's input with its rendered analysis, or the error. */
parentPort?.on('message', ({ id, input }: { id: number; input: AnalysisInput }) => {
  try {
    parentPort!.postMessage({ id, body: renderAnalysis(analyseMatch(input)) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
