#!/usr/bin/env node
// `npm run deploy`: builds the app with the production Firebase config and
// deploys hosting, rules, indexes and functions to that project. The config
// comes from .env.production (not committed; see README "Deploying to
// Firebase") or the environment. Refuses to deploy a build that would not talk
// to that real project: a local-backend build, the emulators, a demo- project;
// and one that would publish placeholder identity (scripts/deploy-checks.mjs).
//
//   npm run deploy                      everything
//   npm run deploy -- --only hosting    any `firebase deploy` options
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { placeholderFaults } from './deploy-checks.mjs';
import { deployConfig } from './hosting-config.mjs';

const REQUIRED = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_STORAGE_BUCKET', 'VITE_FIREBASE_APP_ID'];

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

function run(command, args, env = {}) {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed.`);
}

const env = loadEnv('production', process.cwd(), 'VITE_');
const missing = REQUIRED.filter((name) => !env[name]);
if (missing.length > 0) fail(`Missing in .env.production: ${missing.join(', ')} (README, Deploying to Firebase).`);
if ((env.VITE_BACKEND ?? 'firebase') !== 'firebase') fail('VITE_BACKEND must be firebase (or unset) for a deployment.');
if (env.VITE_USE_EMULATORS === 'true') fail('VITE_USE_EMULATORS=true: a deployed build must not talk to the emulators.');
const projectId = env.VITE_FIREBASE_PROJECT_ID;
if (projectId.startsWith('demo-')) fail(`${projectId} is an emulator-only demo project.`);
const identity = placeholderFaults({
  consortium: readFileSync('src/domain/consortium.ts', 'utf8'),
  mailExtensionEnv: readFileSync('extensions/firestore-send-email.env', 'utf8'),
});
if (identity.length > 0) fail(`Placeholder identity (README, Before going live):\n  ${identity.join('\n  ')}`);

run('npx', ['tsc', '-b']);
run('npx', ['vite', 'build', '--mode', 'production'], { VITE_BACKEND: 'firebase' });

// The reverse of scripts/check-bundle.mjs: this build must carry the firebase backend.
const scripts = readdirSync('dist/assets').filter((name) => name.endsWith('.js'));
if (!scripts.some((name) => readFileSync(join('dist/assets', name), 'utf8').includes('firestore.googleapis.com'))) {
  fail('The build has no Firebase code: check VITE_BACKEND in .env.production.');
}

// The Content-Security-Policy's connect-src names this project's functions
// origin only (scripts/hosting-config.mjs): a copy of firebase.json beside it
// (relative paths unchanged), removed afterwards.
const DEPLOY_CONFIG = 'firebase.deploy.json';
writeFileSync(DEPLOY_CONFIG, JSON.stringify(deployConfig(JSON.parse(readFileSync('firebase.json', 'utf8')), projectId), null, 2));
const deployArgs = ['firebase', 'deploy', '--config', DEPLOY_CONFIG, '--project', projectId, ...process.argv.slice(2)];
console.log(`\n▶ npx ${deployArgs.join(' ')}`);
const deployed = spawnSync('npx', deployArgs, { stdio: 'inherit' });
rmSync(DEPLOY_CONFIG, { force: true });
if (deployed.status !== 0) fail('firebase deploy failed.');
