import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from './index';
import { GENERATED_VAPID_FILE, webPushConfig } from './web-push';

const folders: string[] = [];
const dataDir = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'vapid-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const where = (production: boolean, folder = dataDir()) => ({
  production,
  dataDir: folder,
  adminEmail: 'admin@coursehub.local',
});

describe('the web push configuration', () => {
  it('takes a given key pair and subject', () => {
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({
      DATA_DIR: dataDir(),
      WEB_PUSH_VAPID_PUBLIC_KEY: keys.publicKey,
      WEB_PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
      WEB_PUSH_SUBJECT: 'https://learn.example.com/contact',
    });
    expect(config.webPush).toEqual({ ...keys, subject: 'https://learn.example.com/contact', generated: false });
  });

  it('outside production generates a pair once into the data folder and keeps using it', () => {
    const folder = dataDir();
    const first = webPushConfig({}, where(false, folder));
    expect(first).toMatchObject({ generated: true, subject: 'mailto:admin@coursehub.local' });
    expect(JSON.parse(readFileSync(path.join(folder, GENERATED_VAPID_FILE), 'utf8'))).toEqual({
      publicKey: first?.publicKey,
      privateKey: first?.privateKey,
    });
    expect(webPushConfig({}, where(false, folder))).toEqual(first);
  });

  it('in production without keys is off, and generates nothing', () => {
    const folder = dataDir();
    expect(webPushConfig({}, where(true, folder))).toBeNull();
    expect(() => readFileSync(path.join(folder, GENERATED_VAPID_FILE))).toThrow();
  });

  it('refuses one key without the other, a malformed key and a subject that is neither mailto: nor https', () => {
    const { publicKey } = webpush.generateVAPIDKeys();
    expect(() => webPushConfig({ WEB_PUSH_VAPID_PUBLIC_KEY: publicKey }, where(false))).toThrow(/go together/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WEB_PUSH_VAPID_PUBLIC_KEY: 'short' })).toThrow(
      /WEB_PUSH_VAPID_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), WEB_PUSH_SUBJECT: 'http://learn.example.com' })).toThrow(
      /WEB_PUSH_SUBJECT/,
    );
  });
});
