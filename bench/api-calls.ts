/** The logged-in read calls bench:api measures; `conversation` is the demo member's conversation (app-server.ts). */
export function apiCalls(conversation: string): Array<{ name: string; path: string }> {
  return [
    { name: 'GET /api/settings.php', path: '/api/settings.php' },
    { name: 'GET /api/user.php', path: '/api/user.php' },
    { name: 'GET /api/chats.php', path: '/api/chats.php' },
    { name: 'GET /api/likes.php', path: '/api/likes.php' },
    { name: 'GET /api/members.php', path: '/api/members.php' },
    { name: 'GET /api/messages.php (a conversation)', path: `/api/messages.php?conversation=${conversation}` },
  ];
}
