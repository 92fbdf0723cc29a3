import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalMediaStorage } from './local-media-storage';
import { removeMemberUploads } from './media-storage';

let root: string;
let dir: string;
let privateDir: string;
let media: LocalMediaStorage;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'media-storage-'));
  dir = path.join(root, 'media');
  privateDir = path.join(root, 'media-private');
  media = new LocalMediaStorage(dir, privateDir);
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

describe('LocalMediaStorage', () => {
  it('writes a file in new folders, leaves no temporary file behind, and removes it again', async () => {
    await media.put('u/ab/photo.jpg', Buffer.from('first'), 'image/jpeg');
    await media.put('u/ab/photo.jpg', Buffer.from('second'), 'image/jpeg');
    expect(await fs.readFile(path.join(dir, 'u/ab/photo.jpg'), 'utf8')).toBe('second');
    expect(await fs.readdir(path.join(dir, 'u/ab'))).toEqual(['photo.jpg']);
    expect((await media.read('u/ab/photo.jpg'))?.toString()).toBe('second');
    expect(await media.read('u/ab/never-there.jpg')).toBeNull();

    await media.remove(['u/ab/photo.jpg', 'u/ab/never-there.jpg']);
    await expect(fs.stat(path.join(dir, 'u/ab/photo.jpg'))).rejects.toThrow(/ENOENT/);
  });

  it('keeps private/ names in the private folder, outside the public one', async () => {
    await media.put('private/u/ab/full.jpg', Buffer.from('full'), 'image/jpeg');
    expect(await fs.readFile(path.join(privateDir, 'u/ab/full.jpg'), 'utf8')).toBe('full');
    await expect(fs.stat(path.join(dir, 'private'))).rejects.toThrow(/ENOENT/);
    expect((await media.read('private/u/ab/full.jpg'))?.toString()).toBe('full');
    await media.remove(['private/u/ab/full.jpg']);
    expect(await media.read('private/u/ab/full.jpg')).toBeNull();
    expect(() => new LocalMediaStorage(dir, path.join(dir, 'private'))).toThrow(/must not lie inside/);
  });

  it.each(['../outside.jpg', 'u/../../outside.jpg', '/etc/passwd', 'u/ab/.hidden', '', 'u//x.jpg', 'u\\x.jpg'])(
    'refuses the name %j',
    async (name) => {
      await expect(media.put(name, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/refused media name/);
      await expect(media.remove([name])).rejects.toThrow(/refused media name/);
      await expect(media.read(name)).rejects.toThrow(/refused media name/);
      expect(await fs.readdir(root)).toEqual([]);
    },
  );

  it('removes nothing when one of the names is refused', async () => {
    await media.put('u/ab/keep.jpg', Buffer.from('x'), 'image/jpeg');
    await expect(media.remove(['u/ab/keep.jpg', '../x'])).rejects.toThrow(/refused media name/);
    expect(await fs.readFile(path.join(dir, 'u/ab/keep.jpg'), 'utf8')).toBe('x');
  });
});

describe('removeMemberUploads', () => {
  it('removes uploads under u/ and private/u/ only; shared demo images stay', async () => {
    await media.put('u/ab/mine.jpg', Buffer.from('x'), 'image/jpeg');
    await media.put('private/u/ab/mine-full.jpg', Buffer.from('x'), 'image/jpeg');
    await media.put('demo/f00-shared.jpg', Buffer.from('x'), 'image/jpeg');
    await media.put('private/demo/f00-full.jpg', Buffer.from('x'), 'image/jpeg');
    await removeMemberUploads(media, [
      'u/ab/mine.jpg',
      'private/u/ab/mine-full.jpg',
      'demo/f00-shared.jpg',
      'private/demo/f00-full.jpg',
      '../u/x.jpg',
      null,
    ]);
    await expect(fs.stat(path.join(dir, 'u/ab/mine.jpg'))).rejects.toThrow(/ENOENT/);
    expect(await media.read('private/u/ab/mine-full.jpg')).toBeNull();
    expect((await fs.stat(path.join(dir, 'demo/f00-shared.jpg'))).isFile()).toBe(true);
    expect(await media.read('private/demo/f00-full.jpg')).not.toBeNull();
  });

  it('lists the files under a prefix with their times, in either area, and nothing hidden or outside it', async () => {
    for (const name of ['u/Ab/one.jpg', 'u/Ab/two.webp', 'u/Bc/three.jpg', 'private/u/Ab/full.jpg', 'demo/Ab/d.jpg'])
      await media.put(name, Buffer.from(name), 'image/jpeg');
    await fs.writeFile(path.join(dir, 'u/Ab/.one.jpg.1a2b3c'), 'half');
    const listed = async (prefix: string) => {
      const names: string[] = [];
      for await (const file of media.list(prefix)) {
        expect(file.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
        names.push(file.name);
      }
      return names.sort();
    };
    expect(await listed('u/')).toEqual(['u/Ab/one.jpg', 'u/Ab/two.webp', 'u/Bc/three.jpg']);
    expect(await listed('u/A')).toEqual(['u/Ab/one.jpg', 'u/Ab/two.webp']);
    expect(await listed('u/Ab/t')).toEqual(['u/Ab/two.webp']);
    expect(await listed('private/u/')).toEqual(['private/u/Ab/full.jpg']);
    expect(await listed('u/Q')).toEqual([]);
    expect(await listed('never/')).toEqual([]);
    await expect(listed('u')).rejects.toThrow(/names a folder/);
    await expect(listed('../u/')).rejects.toThrow(/refused media name/);
  });
});
