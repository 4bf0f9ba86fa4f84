import { parentPort } from 'node:worker_threads';
import { think, type BotRequest } from '../bots/think.js';

/** A thread of the bot pool (bot-pool.ts): answers each request with the bot's choice, or the error it threw. */
parentPort?.on('message', ({ id, request }: { id: number; request: BotRequest }) => {
  try {
    parentPort!.postMessage({ id, choice: think(request) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
