// `npm test`, the gate: every check in stages, stopping after the first group with a failure, and
// a table of what each stage took. Stages of one group run at once (the two cores are not both
// busy with one of them); their output is shown whole as each ends. With TEST_DATABASE_URL the
// unit and API tests and the end-to-end server run on that PostgreSQL server, and the PGlite pass
// (vite.config.ts) runs beside the unit and API tests.
//
// STAGE_TIMES=FILE appends each stage's line to FILE instead of printing the table (.ci/run
// prints one table for all of its own stages).
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** [name, npm script and arguments]; each inner list is a group run at once. */
const GROUPS = [
  [
    ['build', ['run', 'build']],
    ['typecheck', ['run', 'typecheck']],
    ['lint', ['run', 'lint:code']],
    ['formatting', ['run', 'lint:format']],
  ],
  // One Vitest run: on PostgreSQL, the suite there and the PGlite pass beside it (vite.config.ts).
  [
    [
      onPostgres ? 'unit and API (PostgreSQL, PGlite pass)' : 'unit and API (PGlite)',
      ['run', 'test:unit'],
    ],
  ],
  [['end-to-end', ['exec', '--', 'playwright', 'test']]],
  [['Lighthouse', ['run', 'test:lighthouse']]],
];

/** Runs one stage; a stage alone streams its output, one of several keeps it until it ends. */
function run([name, args], alone) {
  const started = Date.now();
  const child = spawn('npm', args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const stage = { name, seconds: (Date.now() - started) / 1000, ok: code === 0 };
      const result = stage.ok ? 'passed' : `failed: ${signal ?? `exit code ${code}`}`;
      if (alone) {
        if (!stage.ok) console.log(`\n== ${name} ${result}`);
      } else {
        console.log(`\n== ${name} (${result})`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(stage);
    });
  });
}

const done = [];
for (const group of GROUPS) {
  const names = group.map(([name]) => name).join(', ');
  console.log(`\n== ${group.length > 1 ? `at once: ${names}` : names}`);
  const stages = await Promise.all(group.map((stage) => run(stage, group.length === 1)));
  done.push(...stages);
  if (stages.some((stage) => !stage.ok)) break;
}

const lines = done.map(
  ({ name, seconds, ok }) => `${name}\t${Math.round(seconds)}\t${ok ? 'passed' : 'FAILED'}`,
);
if (process.env.STAGE_TIMES) appendFileSync(process.env.STAGE_TIMES, lines.join('\n') + '\n');
else {
  console.log('');
  for (const line of lines) {
    const [name, seconds, result] = line.split('\t');
    console.log(`${name.padEnd(28)}${`${seconds} s`.padStart(7)}  ${result}`);
  }
}
const failed = done.filter((stage) => !stage.ok).map((stage) => stage.name);
if (failed.length > 0) {
  console.error(`\nnpm test failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
