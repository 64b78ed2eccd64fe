#!/usr/bin/env node
// Runs a command with the Firebase Emulator Suite's Java set up, nothing
// downloaded:
// - a Java of 21 or later (firebase-tools' minimum): JAVA_HOME, then the JVMs
//   under /usr/lib/jvm, then `java` on PATH; its bin/ goes first on PATH;
// - the Firestore emulator of Debian's `google-cloud-cli-firestore-emulator`.
//   Its jar has no Main-Class, and firebase-tools runs `java -jar`, so a
//   launcher jar (a manifest only: the class the package's start script runs,
//   the package's jar on its Class-Path) is made once under
//   node_modules/.cache and named by FIRESTORE_EMULATOR_BINARY_PATH.
// Where either is missing, one line says what to install, and the exit code is
// 3; with EMULATOR_DOWNLOADS=1 (a machine that may download, such as the hosted
// workflow) a missing package lets firebase-tools download its own.
//
//   node scripts/emulators.mjs <command> [args…]      runs the command so
//   node scripts/emulators.mjs --check                 prints what it found
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';

const MIN_JAVA = 21;
const FIRESTORE_HOMES = [
  process.env.FIRESTORE_EMULATOR_HOME,
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator',
].filter(Boolean);
const FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The major version of a `java` binary, or 0 where it does not run. */
export function javaMajor(java) {
  const result = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (result.status !== 0) return 0;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return 0;
  const first = Number(match[1]);
  return first === 1 ? Number(match[2]) : first;
}

function javaCandidates() {
  const candidates = [];
  if (process.env.JAVA_HOME) candidates.push(join(process.env.JAVA_HOME, 'bin', 'java'));
  const jvms = '/usr/lib/jvm';
  if (existsSync(jvms)) {
    // Newest first by the version in the folder's name (temurin-25-jdk-amd64, java-21-openjdk-amd64).
    const number = (name) => Number(/(\d+)/.exec(name)?.[1] ?? 0);
    for (const name of readdirSync(jvms).sort((a, b) => number(b) - number(a))) candidates.push(join(jvms, name, 'bin', 'java'));
  }
  candidates.push('java');
  return candidates;
}

/** The first Java of 21 or later, with its version. */
export function findJava() {
  for (const java of javaCandidates()) {
    if (java !== 'java' && !existsSync(java)) continue;
    const major = javaMajor(java);
    if (major >= MIN_JAVA) return { java, major };
  }
  return null;
}

/** 1980-01-01, the first day a zip's DOS date can say. */
const DOS_DATE = (1 << 5) | 1;

/** A zip of one stored entry: the manifest. */
function manifestJar(manifest) {
  const name = Buffer.from('META-INF/MANIFEST.MF');
  const data = Buffer.from(manifest);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt16LE(DOS_DATE, 12);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt16LE(DOS_DATE, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** The launcher jar for the packaged Firestore emulator, made if missing; null where the package is not installed. */
export function firestoreLauncher() {
  const home = FIRESTORE_HOMES.find((folder) => existsSync(join(folder, 'cloud-firestore-emulator.jar')));
  if (!home) return null;
  const jar = join(home, 'cloud-firestore-emulator.jar');
  const folder = join(root, 'node_modules', '.cache', 'firestore-emulator');
  // One launcher per package jar: another install path makes another launcher.
  const launcher = join(folder, `launcher-${crc32(jar).toString(16)}.jar`);
  if (!existsSync(launcher)) {
    mkdirSync(folder, { recursive: true });
    // A manifest's lines are at most 72 bytes; a longer one goes on in lines that start with a space.
    const classPath = `Class-Path: ${new URL(`file://${jar}`).href}`;
    const folded = classPath.match(/.{1,70}/g).join('\r\n ');
    writeFileSync(launcher, manifestJar(`Manifest-Version: 1.0\r\nMain-Class: ${FIRESTORE_MAIN}\r\n${folded}\r\n\r\n`));
  }
  return launcher;
}

/** The environment firebase-tools needs, or the one line saying what to install. */
export function emulatorEnvironment(base = process.env) {
  const found = findJava();
  if (!found) {
    return { error: `The Firebase emulators need Java ${MIN_JAVA} or later: install one (sudo apt-get install openjdk-${MIN_JAVA}-jre-headless, or Temurin) or set JAVA_HOME.` };
  }
  const launcher = firestoreLauncher();
  // A machine that may download (EMULATOR_DOWNLOADS=1, the hosted workflow) lets firebase-tools fetch its own.
  if (!launcher && base.EMULATOR_DOWNLOADS !== '1') {
    return { error: 'The Firestore emulator is missing: sudo apt-get install google-cloud-cli-firestore-emulator (Google Cloud CLI\'s Debian package).' };
  }
  const bin = found.java === 'java' ? null : dirname(found.java);
  const env = launcher ? { ...base, FIRESTORE_EMULATOR_BINARY_PATH: launcher } : { ...base };
  // firebase-tools gives the functions 10 s to load before it gives up on them; on two busy cores
  // (the emulators once ran beside the end-to-end run in npm test) loading them took longer, and
  // every callable then failed. A minute, unless the caller set its own.
  env.FUNCTIONS_DISCOVERY_TIMEOUT ??= '60';
  // The Firestore emulator's JVM compiles with its first tier only and collects garbage on one thread:
  // a test run is minutes long, too short for the optimising compiler to pay for itself. In the firebase
  // path of `npm test` the JVM took 49 s of CPU instead of 93 (docs/performance.md). The caller's own options win.
  env.JDK_JAVA_OPTIONS ??= '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';
  if (bin) env.PATH = `${bin}${delimiter}${base.PATH ?? ''}`;
  return { env, java: found };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  const setup = emulatorEnvironment();
  if (setup.error) {
    console.error(setup.error);
    process.exit(3);
  }
  if (!command || command === '--check') {
    console.log(`Java ${setup.java.major}: ${setup.java.java}`);
    console.log(`Firestore emulator launcher: ${setup.env.FIRESTORE_EMULATOR_BINARY_PATH ?? 'none (firebase-tools downloads its own)'}`);
    process.exit(0);
  }
  const child = spawn(command, args, { stdio: 'inherit', env: setup.env });
  process.on('SIGINT', () => {});
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
