/**
 * Below this distance two face descriptors are taken for the same person: a reason for a moderator to
 * look (a banned member's face on a new account, one face on several profiles), never a verdict alone.
 *
 * face-api's (and dlib's) usual 0.6 comes from LFW, mostly photographs of male public figures. On the
 * 22 faces in face-api's own sample photos (young women at parties, much like our members' photos) 0.6
 * took 19 of the 231 pairs of different women for one person, and 0.5 three (closest 0.461), while every
 * re-encoded, cropped, shrunk, rotated or mirrored copy of a face stayed within 0.442 of the original
 * (median 0.19). Two different photos of one person spread wider than copies of one photo, so 0.5 trades
 * a few missed matches for far fewer false ones, the cheaper side for a review queue.
 */
export const FACE_MATCH_THRESHOLD = 0.5;
