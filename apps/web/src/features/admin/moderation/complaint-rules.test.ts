import { describe, expect, it } from 'vitest';
import {
  actionBlock,
  idFromParam,
  hideablePhotos,
  isComplaintStatus,
  pageFromParam,
  parseResolution,
} from './complaint-rules';

const MODERATOR = ['complaints.view', 'complaints.resolve', 'members.view', 'members.ban', 'members.warn'];
const SUPPORT = ['complaints.view', 'members.view', 'members.warn'];
const withMember = { hasReportedMember: true, hideablePhotoCount: 2 };

describe('actionBlock', () => {
  it('lets a moderator take every action on a reported member', () => {
    for (const action of ['dismiss', 'warn', 'hide_photo', 'disable_profile', 'ban'] as const)
      expect(actionBlock(action, MODERATOR, withMember), action).toBeNull();
  });

  it('needs complaints.resolve for anything, and members.ban for a ban', () => {
    expect(actionBlock('dismiss', SUPPORT, withMember)).toBe('role');
    const noBan = MODERATOR.filter((permission) => permission !== 'members.ban');
    expect(actionBlock('ban', noBan, withMember)).toBe('role');
    expect(actionBlock('warn', noBan, withMember)).toBeNull();
  });

  it('only dismisses a report about no member, and hides a photo only when one is left', () => {
    const noMember = { hasReportedMember: false, hideablePhotoCount: 0 };
    expect(actionBlock('dismiss', MODERATOR, noMember)).toBeNull();
    expect(actionBlock('ban', MODERATOR, noMember)).toBe('noMember');
    expect(actionBlock('hide_photo', MODERATOR, { hasReportedMember: true, hideablePhotoCount: 0 })).toBe('noPhoto');
  });
});

describe('hideablePhotos', () => {
  it('leaves out photos rejected already', () => {
    const photos = [
      { id: 1, status: 'active' },
      { id: 2, status: 'rejected' },
      { id: 3, status: 'pending' },
    ];
    expect(hideablePhotos(photos).map((photo) => photo.id)).toEqual([1, 3]);
  });
});

describe('parseResolution', () => {
  it('splits the action from the note', () => {
    expect(parseResolution('ban: Repeated: and again')).toEqual({ action: 'ban', note: 'Repeated: and again' });
    expect(parseResolution('dismiss')).toEqual({ action: 'dismiss', note: '' });
    expect(parseResolution(null)).toEqual({ action: null, note: '' });
    expect(parseResolution('something else')).toEqual({ action: null, note: 'something else' });
  });
});

describe('address parameters', () => {
  it('reads the status filter and the page', () => {
    expect(isComplaintStatus('actioned')).toBe(true);
    expect(isComplaintStatus('all')).toBe(false);
    expect(isComplaintStatus(null)).toBe(false);
    expect(pageFromParam('3')).toBe(3);
    expect(pageFromParam('0')).toBe(1);
    expect(pageFromParam('-2')).toBe(1);
    expect(pageFromParam('x')).toBe(1);
    expect(pageFromParam(null)).toBe(1);
  });

  it('reads a record id the server accepts, or none', () => {
    expect(idFromParam('42')).toBe(42);
    expect(idFromParam('0')).toBeNull();
    expect(idFromParam('4.2')).toBeNull();
    expect(idFromParam('99999999999')).toBeNull();
    expect(idFromParam(undefined)).toBeNull();
  });
});
