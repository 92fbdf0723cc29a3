import { describe, expect, it } from 'vitest';
import { complaintProblems, isComplaintReason, reportedProfileId } from './complaint-rules';

describe('complaintProblems', () => {
  it('needs a reason', () => {
    expect(complaintProblems({ reason: '', text: 'Hello' })).toEqual({ reason: 'required' });
    expect(complaintProblems({ reason: 'spam', text: '' })).toEqual({});
  });

  it('needs a description for "something else"', () => {
    expect(complaintProblems({ reason: 'other', text: '   ' })).toEqual({ text: 'required' });
    expect(complaintProblems({ reason: 'other', text: 'It is broken' })).toEqual({});
  });
});

describe('isComplaintReason', () => {
  it('knows the shared reasons only', () => {
    expect(isComplaintReason('fake_profile')).toBe(true);
    expect(isComplaintReason('boring')).toBe(false);
  });
});

describe('reportedProfileId', () => {
  it('reads a positive id and ignores anything else', () => {
    expect(reportedProfileId('42')).toBe(42);
    expect(reportedProfileId(null)).toBeNull();
    expect(reportedProfileId('0')).toBeNull();
    expect(reportedProfileId('-3')).toBeNull();
    expect(reportedProfileId('4.2')).toBeNull();
    expect(reportedProfileId('abc')).toBeNull();
    expect(reportedProfileId('99999999999')).toBeNull();
  });
});
