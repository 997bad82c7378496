// Writes frontend/public/build-info.json before the SPA is built: the footer shows it.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function git(args: string): string {
  try {
    return execSync(`git ${args}`, { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

const info = {
  buildNumber: process.env.BUILD_NUMBER ?? process.env.GITHUB_RUN_NUMBER ?? 'local',
  timestamp: new Date().toISOString(),
  commitHash: process.env.GITHUB_SHA ?? git('rev-parse --short HEAD'),
  branch: process.env.GITHUB_REF_NAME ?? git('rev-parse --abbrev-ref HEAD'),
};
const dir = join(__dirname, '..', 'frontend', 'public');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
console.log(`build-info.json: ${info.commitHash} on ${info.branch}`);
