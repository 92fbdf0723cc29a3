import { RISK_BEHAVIOUR_KINDS, RISK_EVIDENCE_POINTS, RISK_SCORE_MAX, type TRiskEvidenceKind } from '@app/shared';

const BEHAVIOURS: readonly string[] = RISK_BEHAVIOUR_KINDS;

/**
 * The score (0..100) of the evidence no moderator has decided on: per term category its points for the first
 * message and half for each further one, at most twice its points; a behaviour its points once.
 */
export function riskScore(open: ReadonlyArray<{ kind: TRiskEvidenceKind; items: number }>): number {
  let score = 0;
  for (const { kind, items } of open) {
    if (items <= 0) continue;
    const points = RISK_EVIDENCE_POINTS[kind];
    score += BEHAVIOURS.includes(kind) ? points : Math.min(2 * points, points * (1 + (items - 1) / 2));
  }
  return Math.min(RISK_SCORE_MAX, Math.round(score));
}
