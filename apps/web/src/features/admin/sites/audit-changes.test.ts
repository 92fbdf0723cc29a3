import { describe, expect, it } from 'vitest';
import { auditChanges, auditValueText } from './audit-changes';

describe('auditChanges', () => {
  it('puts the fields of an update side by side', () => {
    expect(auditChanges({ name: 'Amora', niche: 1 }, { name: 'Amora 2', niche: 2 })).toEqual([
      { field: 'name', before: 'Amora', after: 'Amora 2' },
      { field: 'niche', before: 1, after: 2 },
    ]);
  });

  it('shows a creation as after only and a deletion as before only', () => {
    expect(auditChanges(null, { code: 'SPRING' })).toEqual([{ field: 'code', before: undefined, after: 'SPRING' }]);
    expect(auditChanges({ photo: 4 }, null)).toEqual([{ field: 'photo', before: 4, after: undefined }]);
  });

  it('keeps fields that only one side names, and values that are no objects as one row', () => {
    expect(auditChanges({ a: 1 }, { b: 2 })).toEqual([
      { field: 'a', before: 1, after: undefined },
      { field: 'b', before: undefined, after: 2 },
    ]);
    expect(auditChanges(null, [1, 2])).toEqual([{ field: '', before: undefined, after: [1, 2] }]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it('writes values as text', () => {
    expect(auditValueText('x')).toBe('x');
    expect(auditValueText({ GB: { costs: 2 } })).toBe('{"GB":{"costs":2}}');
    expect(auditValueText(null)).toBe('null');
    expect(auditValueText(undefined)).toBe('');
  });
});
