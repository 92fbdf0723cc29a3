import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  assertMediaName,
  isMediaName,
  isPrivateMedia,
  PRIVATE_MEDIA_PREFIX,
  type MediaStorage,
  type TStoredMedia,
} from './media-storage';

/**
 * Files in a folder (DATA_DIR/media by default) served by @fastify/static under /media/, and
 * `private/` names in a folder of their own beside it (DATA_DIR/media-private), which nothing serves
 * by name: not inside the public folder, so no path trick on /media/ reaches it.
 */
export class LocalMediaStorage implements MediaStorage {
  private readonly root: string;
  private readonly privateRoot: string;

  constructor(dir: string, privateDir: string) {
    this.root = path.resolve(dir);
    this.privateRoot = path.resolve(privateDir);
    if (this.privateRoot.startsWith(this.root + path.sep) || this.privateRoot === this.root)
      throw new Error('the private media folder must not lie inside the public one');
  }

  private pathOf(name: string): string {
    assertMediaName(name);
    const [root, rest] = isPrivateMedia(name)
      ? [this.privateRoot, name.slice(PRIVATE_MEDIA_PREFIX.length)]
      : [this.root, name];
    const target = path.resolve(root, rest);
    // Belt and braces: the name check already rules this out.
    if (!target.startsWith(root + path.sep)) throw new Error(`refused media name ${JSON.stringify(name)}`);
    return target;
  }

  /**
   * Written to a hidden temporary file and renamed, so a reader never sees half a photo. The content
   * type is not stored: @fastify/static derives it from the name's extension.
   */
  async put(name: string, bytes: Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(name);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}`);
    try {
      await fs.writeFile(temporary, bytes, { flag: 'wx' });
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async read(name: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(names: string[]): Promise<void> {
    const targets = names.map((name) => this.pathOf(name));
    await Promise.all(targets.map((target) => fs.rm(target, { force: true })));
  }

  /**
   * Walks the folder the prefix lies in, and below it only where names can still start with the prefix.
   * Hidden names (a `put` still writing its temporary file) and anything that is no media name are left out:
   * they were never handed out as an address.
   */
  async *list(prefix: string): AsyncIterable<TStoredMedia> {
    const start = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    if (start === '') throw new Error(`a media prefix names a folder: ${JSON.stringify(prefix)}`);
    const folders = [start];
    for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
      let entries;
      try {
        entries = await fs.readdir(this.pathOf(folder.slice(0, -1)), { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      for (const entry of entries) {
        const name = `${folder}${entry.name}`;
        if (!isMediaName(name)) continue;
        if (entry.isDirectory()) {
          if (`${name}/`.startsWith(prefix) || prefix.startsWith(`${name}/`)) folders.push(`${name}/`);
        } else if (entry.isFile() && name.startsWith(prefix)) {
          const stat = await fs.stat(this.pathOf(name)).catch(() => null);
          if (stat) yield { name, modifiedAt: stat.mtime };
        }
      }
    }
  }
}
