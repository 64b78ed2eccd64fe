#!/usr/bin/env node
// Runs a command with maildev beside it: a local SMTP server (127.0.0.1:1025)
// whose web inbox (http://localhost:1080) shows every mail the emulated
// functions send (functions/src/mail-delivery.ts, docs/firebase.md "Mail").
// `npm run start:emulators` and `npm run test:emulators` run the emulators
// through it; maildev stops when the command ends, with the command's status.
//
//   node scripts/with-maildev.mjs <command> [args…]
import { spawn } from 'node:child_process';
import { MailDev } from 'maildev';

const SMTP_PORT = 1025;
const WEB_PORT = 1080;

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/with-maildev.mjs <command> [args…]');
  process.exit(2);
}

const maildev = new MailDev({ smtp: SMTP_PORT, ip: '127.0.0.1', web: WEB_PORT, webIp: '127.0.0.1', silent: true });
await maildev.start();
console.log(`maildev: SMTP on 127.0.0.1:${SMTP_PORT}, inbox on http://localhost:${WEB_PORT}`);

const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, SMTP_CONNECTION_URI: `smtp://127.0.0.1:${SMTP_PORT}` } });
// Ctrl-C reaches the command as well (same terminal); maildev waits for it to end.
process.on('SIGINT', () => {});
child.on('exit', (code, signal) => {
  void maildev.stop().finally(() => process.exit(code ?? (signal ? 1 : 0)));
});
