import { describe, expect, it } from 'vitest';
import { failOnConsoleOutput } from './console-guard';

describe('the console guard of web tests', () => {
  it('fails a test that wrote an error or a warning', () => {
    console.error('Warning: Each child in a list should have a unique "key" prop.');
    console.warn('i18next::translator: missingKey en translation chat.nothing');
    expect(() => failOnConsoleOutput()).toThrow(/unique "key" prop[\s\S]*missingKey/);
  });

  it('lets a quiet test pass', () => {
    expect(() => failOnConsoleOutput()).not.toThrow();
  });
});
