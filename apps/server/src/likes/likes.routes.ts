import type { FastifyInstance } from 'fastify';
import { loggedInMember } from '../auth/logged-in-member';
import {
  ZAutoLikeResponse,
  ZBulkLikeBody,
  ZBulkLikeResponse,
  ZLikeBody,
  ZLikeResponse,
  ZLikesResponse,
  ZOkResponse,
  ZSuggestionsResponse,
  ZSwipeBody,
  ZSwipeResponse,
  ZSwipeState,
} from '@app/shared';
import { defineMemberRoute } from '../lib/route';
import { autoLike } from './auto-like.service';
import { likeMany, likeMember, listLikes, unlikeMember } from './likes.service';
import { suggestMatches } from './suggestions.service';
import { swipe, swipeState, undoLastPass } from './swipe.service';

const MATCH_FINDER_SIZE = 12;
const SIGNUP_MATCHES_SIZE = 9;

export function registerLikeRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineMemberRoute(app, {
    method: 'POST',
    url: '/api/like.php',
    summary: 'Like a member `{ id }`; `{ match: true }` when they liked you before (a match).',
    body: ZLikeBody,
    response: ZLikeResponse,
    handler: async ({ req, body }) => likeMember(deps, await loggedInMember(req), body.id),
  });

  defineMemberRoute(app, {
    method: 'DELETE',
    url: '/api/like.php',
    summary: 'Take back a like `{ id }`.',
    body: ZLikeBody,
    response: ZOkResponse,
    handler: async ({ req, body }) => {
      await unlikeMember(deps, await loggedInMember(req), body.id);
      return { ok: true as const };
    },
  });

  defineMemberRoute(app, {
    method: 'GET',
    url: '/api/likes.php',
    summary:
      'Likes given (`likes`) and received (`liked_by`) with `like_new`, and the cards of those members (`profiles`).',
    response: ZLikesResponse,
    handler: async ({ req }) => listLikes(deps, await loggedInMember(req)),
  });

  defineMemberRoute(app, {
    method: 'POST',
    url: '/api/likes.php',
    summary: 'Like several suggestions at once `{ ids }` (signup matches); answers the ids that became matches.',
    body: ZBulkLikeBody,
    response: ZBulkLikeResponse,
    handler: async ({ req, body }) => ({ matches: await likeMany(deps, await loggedInMember(req), body.ids) }),
  });

  defineMemberRoute(app, {
    method: 'GET',
    url: '/api/auto-like.php',
    summary: 'A suitable fictional profile likes you: { profile: { id, name, main_image: { match } } } or null.',
    response: ZAutoLikeResponse,
    handler: async ({ req }) => ({ profile: await autoLike(deps, req.site, await loggedInMember(req)) }),
  });

  defineMemberRoute(app, {
    method: 'GET',
    url: '/api/swipe.php',
    summary: 'The swipe game: cards to like or pass, likes left today (4 a day), when the next allowance starts.',
    response: ZSwipeState,
    handler: async ({ req }) => swipeState(deps, await loggedInMember(req)),
  });

  defineMemberRoute(app, {
    method: 'POST',
    url: '/api/swipe.php',
    summary: 'Like or pass a card `{ id, action }`; 403 swipe_limit when today’s likes are used.',
    body: ZSwipeBody,
    response: ZSwipeResponse,
    handler: async ({ req, body }) => swipe(deps, await loggedInMember(req), body.id, body.action),
  });

  defineMemberRoute(app, {
    method: 'DELETE',
    url: '/api/swipe.php',
    summary: 'Undo the last pass: that member is back on top of the deck.',
    response: ZSwipeState,
    handler: async ({ req }) => undoLastPass(deps, await loggedInMember(req)),
  });

  defineMemberRoute(app, {
    method: 'GET',
    url: '/api/match-finder.php',
    summary: 'Suggestions by the gender you seek, a similar age, your region and shared interests.',
    response: ZSuggestionsResponse,
    handler: async ({ req }) => ({
      profiles: await suggestMatches(deps, await loggedInMember(req), MATCH_FINDER_SIZE),
    }),
  });

  defineMemberRoute(app, {
    method: 'GET',
    url: '/api/signup-matches.php',
    summary: 'First suggestions right after signup (members with a photo), to like several at once.',
    response: ZSuggestionsResponse,
    handler: async ({ req }) => ({
      profiles: await suggestMatches(deps, await loggedInMember(req), SIGNUP_MATCHES_SIZE, {
        withPhotoOnly: true,
      }),
    }),
  });
}
