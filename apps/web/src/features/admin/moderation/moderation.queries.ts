import { useMutation } from '@tanstack/react-query';
import {
  PHOTO_QUEUE_REJECTION_REASONS,
  PHOTO_REJECTION_REASONS as ALL_PHOTO_REJECTION_REASONS,
  type TAdminComplaintDetail,
  type TAdminContactFlag,
  type TAdminContactFlagDecision,
  type TAdminComplaintResolve,
  type TAdminComplaintRow,
  type TAdminPendingPhoto,
  type TAdminTextReview,
  type TAdminPendingText,
  type TContactFlagStatus,
  type TAdminVerification,
  type TAdminVerificationDecision,
  type TAdminRiskDecision,
  type TAdminRiskReview,
  type TRiskReviewStatus,
} from '@app/shared';
import { consoleApi, CONSOLE_KEY, refreshConsole, useConsoleQuery } from '../console-api';
import type { TComplaintStatus } from './complaint-rules';

/** The moderation queues' cache keys. */
export const moderationKeys = {
  complaints: [CONSOLE_KEY, 'complaints'] as const,
  complaint: (id: number) => [CONSOLE_KEY, 'complaint', id] as const,
  pendingPhotos: [CONSOLE_KEY, 'pending-photos'] as const,
  pendingTexts: [CONSOLE_KEY, 'pending-texts'] as const,
  contactFlags: [CONSOLE_KEY, 'contact-flags'] as const,
  verifications: [CONSOLE_KEY, 'verifications'] as const,
  riskReviews: [CONSOLE_KEY, 'risk-reviews'] as const,
};

/** The reasons a moderator picks for rejecting a photo (the shared list, without the complaint action's). */
export const PHOTO_REJECTION_REASONS = PHOTO_QUEUE_REJECTION_REASONS;
export type TPhotoRejection = (typeof PHOTO_QUEUE_REJECTION_REASONS)[number];

export function isPhotoRejection(value: string): value is TPhotoRejection {
  return (PHOTO_QUEUE_REJECTION_REASONS as readonly string[]).includes(value);
}

/** Every reason a photo can carry, the complaint action's included (for showing, not choosing). */
export const PHOTO_REJECTION_LABELS = ALL_PHOTO_REJECTION_REASONS;
export function hasRejectionLabel(value: string): value is (typeof PHOTO_REJECTION_LABELS)[number] {
  return (PHOTO_REJECTION_LABELS as readonly string[]).includes(value);
}

export function useComplaints(status: TComplaintStatus, page: number) {
  return useConsoleQuery<{ complaints: TAdminComplaintRow[] }>(moderationKeys.complaints, '/api/admin/complaints.php', {
    status,
    page,
  });
}

export function useComplaint(id: number) {
  return useConsoleQuery<TAdminComplaintDetail>(moderationKeys.complaint(id), '/api/admin/complaint.php', { id });
}

/** Handles a complaint; every console list (the queue, the member's file) then shows the outcome. */
export function useResolveComplaint() {
  return useMutation({
    mutationFn: (body: TAdminComplaintResolve) =>
      consoleApi<{ ok: true }>('/api/admin/complaint.php', { method: 'POST', body }),
    onSuccess: () => refreshConsole(),
  });
}

export function usePendingPhotos() {
  return useConsoleQuery<{ photos: TAdminPendingPhoto[] }>(moderationKeys.pendingPhotos, '/api/admin/photos.php');
}

export function useReviewPhoto() {
  return useMutation({
    mutationFn: (body: { photo: number; decision: 'approve' | 'reject'; reason?: TPhotoRejection }) =>
      consoleApi<{ ok: true }>('/api/admin/photos.php', { method: 'POST', body }),
    onSuccess: () => refreshConsole(),
  });
}

export function usePendingTexts() {
  return useConsoleQuery<{ texts: TAdminPendingText[] }>(moderationKeys.pendingTexts, '/api/admin/texts.php');
}

export function useReviewText() {
  return useMutation({
    mutationFn: (body: TAdminTextReview) => consoleApi<{ ok: true }>('/api/admin/texts.php', { method: 'POST', body }),
    onSuccess: () => refreshConsole(),
  });
}

export function useContactFlags(status: TContactFlagStatus, page: number) {
  return useConsoleQuery<{ flags: TAdminContactFlag[] }>(moderationKeys.contactFlags, '/api/admin/contact_flags.php', {
    status,
    page,
  });
}

/**
 * Closes a flag (dismissed, or the author warned). A flag another moderator decided meanwhile is refused with
 * 404: the lists refresh either way, so it leaves the open ones.
 */
export function useDecideContactFlag() {
  return useMutation({
    mutationFn: (body: TAdminContactFlagDecision) =>
      consoleApi<{ ok: true }>('/api/admin/contact_flags.php', { method: 'POST', body }),
    onSettled: () => refreshConsole(),
  });
}

/** Selfie checks the automatic comparison left to a moderator, oldest first, 20 a page. */
export function useVerifications(page: number) {
  return useConsoleQuery<{ verifications: TAdminVerification[] }>(
    moderationKeys.verifications,
    '/api/admin/verifications.php',
    { page },
  );
}

/**
 * Verifies or rejects a selfie check (the selfie is deleted either way). A check another moderator decided
 * meanwhile is refused with 409 `review_decided`: the lists refresh either way, so it leaves the queue.
 */
export function useDecideVerification() {
  return useMutation({
    mutationFn: (body: TAdminVerificationDecision) =>
      consoleApi<{ ok: true }>('/api/admin/verifications.php', { method: 'POST', body }),
    onSettled: () => refreshConsole(),
  });
}

/** The scam and harassment review queue (or decided reviews; `review` alone for the one an appeal links to). */
export function useRiskReviews(status: TRiskReviewStatus, page: number, review: number | null) {
  return useConsoleQuery<{ reviews: TAdminRiskReview[] }>(
    moderationKeys.riskReviews,
    '/api/admin/risk_reviews.php',
    review === null ? { status, page } : { review },
  );
}

/** Decides a review; a review decided meanwhile answers 409 review_decided, and the lists refresh either way. */
export function useDecideRiskReview() {
  return useMutation({
    mutationFn: (body: TAdminRiskDecision) =>
      consoleApi<{ ok: true }>('/api/admin/risk_reviews.php', { method: 'POST', body }),
    onSettled: () => refreshConsole(),
  });
}
