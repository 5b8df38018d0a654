import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * A real speech engine for Chromium, as many learners' Linux desktops have it: Chromium started
 * with --enable-speech-dispatcher asks speech-dispatcher, which speaks with espeak-ng (13 362 voices)
 * into PulseAudio. Here PulseAudio plays into a silent sink, on a socket of our own. `npm test`
 * installs the Debian packages (scripts/test.mjs). The engine reports no word boundaries and
 * ignores speechSynthesis.pause() (docs/testing.md).
 */
/**
 * One per suite run (E2E_PORT_BASE): two runs side by side on one machine must not share a sink, nor
 * a speech-dispatcher, where one run's Stop would silence the other's reading.
 */
const SOCKET_DIR = path.join(
  '/tmp',
  `studyflow-speech-${process.getuid?.() ?? 'user'}-${process.env.E2E_PORT_BASE ?? 'default'}`,
);
export const PULSE_SERVER = `unix:${path.join(SOCKET_DIR, 'native')}`;

/**
 * What Chromium is started with: PulseAudio on our socket, and a runtime folder of this run's own,
 * where Chromium's speech library looks for speech-dispatcher's socket
 * (`$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock`) and starts one there when none answers. That
 * speech-dispatcher inherits PULSE_SERVER, and leaves by itself once no client has used it for a
 * few seconds.
 */
export const SPEECH_ENV = {
  PULSE_SERVER,
  XDG_RUNTIME_DIR: path.join(SOCKET_DIR, 'runtime'),
};

/** Answers whether the Debian packages are there (the suite installs them; `npm test` as root). */
export const speechEngineInstalled = (): boolean =>
  ['/usr/bin/pulseaudio', '/usr/bin/speech-dispatcher', '/usr/bin/espeak-ng'].every((file) =>
    existsSync(file),
  );

/**
 * Starts PulseAudio with a silent sink on our socket, unless one answers there already; answers a
 * function that stops what this call started.
 */
export async function startSilentSink(): Promise<() => void> {
  const env = { ...process.env, PULSE_SERVER };
  const answers = () => spawnSync('pactl', ['info'], { env, stdio: 'ignore', timeout: 5_000 }).status === 0;
  if (answers()) return () => {};
  rmSync(SOCKET_DIR, { recursive: true, force: true });
  mkdirSync(SPEECH_ENV.XDG_RUNTIME_DIR, { recursive: true, mode: 0o700 });
  const child: ChildProcess = spawn(
    'pulseaudio',
    [
      '--daemonize=no',
      '--exit-idle-time=-1',
      // A PulseAudio of the desktop's own may run for this user: this one keeps its state apart.
      '--use-pid-file=no',
      '-n',
      '--load=module-null-sink sink_name=silent',
      `--load=module-native-protocol-unix socket=${path.join(SOCKET_DIR, 'native')} auth-anonymous=1`,
    ],
    // PulseAudio warns when run as root (the suite's CI user) and without D-Bus: harmless here.
    { env: { ...env, PULSE_RUNTIME_PATH: SOCKET_DIR }, stdio: 'ignore' },
  );
  const deadline = Date.now() + 15_000;
  while (!answers()) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`PulseAudio did not start on ${PULSE_SERVER} (exit ${child.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return () => {
    child.kill('SIGTERM');
    rmSync(SOCKET_DIR, { recursive: true, force: true });
  };
}
