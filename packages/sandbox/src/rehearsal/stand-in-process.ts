import {
  type RehearsalSecrets,
  type RunningStandIn,
  STAND_INS,
  type StandInName,
  startStandIn,
} from './stand-ins.ts';

// One stand-in of `npm run sandboxes` in a process of its own. The parent names it on the command line
// and sends its secrets and port over the IPC channel (never in the command line or the environment,
// which other users of the machine may read); it answers the address it listens on. It stops on a
// signal, Ctrl-C's among them, and when the parent is gone.

export interface StandInStart {
  secrets: RehearsalSecrets;
  port: number;
}

export type StandInReport = { started: { url: string; pages: string[] } } | { failed: string };

const name = process.argv[2] as StandInName;
if (!STAND_INS.includes(name) || !process.send) {
  console.error(`Started by npm run sandboxes, as one of ${STAND_INS.join(', ')}.`);
  process.exit(2);
}

let running: RunningStandIn | undefined;
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  (running?.close() ?? Promise.resolve()).finally(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
process.once('disconnect', stop);

const report = (message: StandInReport, then: () => void = () => {}) =>
  process.send?.(message, undefined, undefined, then);

process.once('message', (start: StandInStart) => {
  startStandIn(name, start.secrets, start.port).then(
    (started) => {
      running = started;
      report({ started: { url: started.url, pages: started.pages } });
    },
    (error: unknown) =>
      report({ failed: error instanceof Error ? error.message : String(error) }, () => process.exit(1)),
  );
});
