import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StaticSite } from '../../src/local/static-site';

const CONFIG = { navigationFallback: { rewrite: '/index.html', exclude: ['/assets/*'] } };
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bar-site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>bar</title>');
  writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'export {};');
  writeFileSync(join(dir, 'assets', 'with space.js'), 'export {};');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('10,000 unique missing paths leave the cache as it was: only files of the build are ever kept', () => {
  const site = new StaticSite(dir, CONFIG, {});
  expect(site.serve('/', {}).status).toBe(200);
  expect(site.serve('/assets/main-abc123.js', {}).status).toBe(200);
  const before = site.cachedFiles;
  expect(before).toBe(2);
  for (let i = 0; i < 10_000; i++) {
    // Deep links fall back to the page, missing assets are 404: neither is remembered.
    expect(site.serve(`/menu/${i}`, {}).status).toBe(200);
    expect(site.serve(`/assets/missing-${i}.js`, {}).status).toBe(404);
  }
  expect(site.cachedFiles).toBe(before);
});

test('a file added after the site was created is not served, and paths never leave the folder', () => {
  const site = new StaticSite(dir, CONFIG, {});
  writeFileSync(join(dir, 'assets', 'late.js'), 'export {};');
  expect(site.serve('/assets/late.js', {}).status).toBe(404);
  for (const path of ['/assets/../../etc/passwd', '/assets/..%2f..%2fetc%2fpasswd', '/assets/%E0%A4%A', '/assets/%00']) {
    expect(site.serve(path, {}).status).toBe(404);
  }
  expect(site.serve('/%E0%A4%A', {}).body.toString()).toContain('<title>bar</title>');
});

test('percent-encoded names are served decoded', () => {
  const site = new StaticSite(dir, CONFIG, {});
  expect(site.serve('/assets/with%20space.js', {}).status).toBe(200);
});

test('a revalidation names the file by its tag as browsers send it: alone, weak, or in a list; another tag gets the file', () => {
  const site = new StaticSite(dir, CONFIG, {});
  const etag = site.serve('/assets/main-abc123.js', {}).headers.ETag!;
  for (const sent of [etag, `W/${etag}`, `"other", ${etag}`, '*']) expect([sent, site.serve('/assets/main-abc123.js', { 'if-none-match': sent }).status]).toEqual([sent, 304]);
  expect(site.serve('/assets/main-abc123.js', { 'if-none-match': '"other"' }).status).toBe(200);
});
