import { checkContent } from '../features/stories/safety/check.js';
import { parseSafetyArgs, SAFETY_CHECK_USAGE } from './safety-check-args.js';

/**
 * `npm run safety-check -- --age 5 [--fears spiders,the dark] [--json] < story.txt`
 * Reads a story on standard input and runs the server's content check on it (words no story may
 * hold, the child's fears, what frightens by meaning for that age: the local layer, no network).
 * Prints the verdict (JSON with --json). Exit 0 when it ran, whatever the verdict; 2 on bad options.
 */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main(): Promise<number> {
  const options = parseSafetyArgs(process.argv.slice(2));
  if ('error' in options) {
    process.stderr.write(`${options.error}\n${SAFETY_CHECK_USAGE}\n`);
    return 2;
  }
  const result = checkContent(await readStdin(), options);
  const out = { verdict: result.verdict, reasons: result.reasons };
  if (options.json) process.stdout.write(`${JSON.stringify(out)}\n`);
  else process.stdout.write(`${result.verdict}\n${result.reasons.map((r) => `- ${r}`).join('\n')}\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
