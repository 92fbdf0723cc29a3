/** Passwords of 8+ characters found at the top of public breach lists: refused at signup and on change. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000', '88888888',
  '11223344', '12341234', '12121212', '123123123', '987654321', '123456789a', 'password', 'password1',
  'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'qwertyuiop', 'qwerty123', 'qwerty12',
  'qwertyui', '1q2w3e4r', '1q2w3e4r5t', 'zaq12wsx', 'q1w2e3r4', 'asdfghjkl', 'asdfasdf', 'iloveyou',
  'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'welcome123', 'abc12345',
  'abcd1234', 'aa123456', 'a1234567', 'letmein1', 'trustno1', 'superman', 'starwars', 'whatever',
  'computer', 'internet', 'michelle', 'jennifer', 'jordan23', 'liverpool', 'chocolate', 'butterfly',
  'passwort', 'passwort1', 'hallo123', 'wachtwoord', 'welkom01', 'welkom123', 'azertyuiop', 'motdepasse',
  'soleil123', 'contraseña', 'contrasena', 'password!', 'salasana', 'lösenord', 'losenord', 'passord1',
  'haslo123', 'kochanie', 'zaq1@wsx', 'changeme', 'dragon123', 'monkey123', 'master123', 'shadow123',
  'lovelove', 'sexy1234', 'sexysexy', 'fuckyou1', 'pussycat', 'hotmail1', 'google123', 'samsung1',
  'qazwsxedc', '1qaz2wsx', 'aaaaaaaa', 'iloveyou2', 'mustang1', 'daniel123', 'freedom1', 'secret123',
]);
