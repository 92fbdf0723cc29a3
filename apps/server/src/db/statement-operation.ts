/** What a statement does, as a metric label and a span attribute: a fixed set, never the SQL text. */
export type TStatementOperation = 'select' | 'insert' | 'update' | 'delete' | 'transaction' | 'other';

const MAIN_VERBS = ['select', 'insert', 'update', 'delete'] as const;
const TRANSACTION_VERBS = new Set(['begin', 'commit', 'rollback', 'savepoint', 'release', 'start', 'end']);
const FIRST_WORD = /^\s*([a-z]+)/i;
const WORD_CHAR = /[a-z0-9_]/i;

/**
 * The operation of one statement by its first word. A `with` statement is what follows its common table
 * expressions: the chat's send is `with … insert …` (decision 029), a data-changing CTE inside a select stays a
 * select.
 */
export function statementOperation(sql: string): TStatementOperation {
  const verb = FIRST_WORD.exec(sql)?.[1]?.toLowerCase();
  if (verb === undefined) return 'other';
  if ((MAIN_VERBS as readonly string[]).includes(verb)) return verb as TStatementOperation;
  if (TRANSACTION_VERBS.has(verb)) return 'transaction';
  if (verb === 'with') return mainVerbAfterWith(sql);
  return 'other';
}

/** The first main verb outside every parenthesis and quoted text: the statement the CTEs feed. */
function mainVerbAfterWith(sql: string): TStatementOperation {
  let depth = 0;
  for (let at = 0; at < sql.length; at++) {
    const char = sql[at]!;
    if (char === "'" || char === '"') {
      const close = sql.indexOf(char, at + 1);
      if (close === -1) return 'other';
      at = close;
    } else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (depth === 0 && !WORD_CHAR.test(sql[at - 1] ?? ' ')) {
      for (const verb of MAIN_VERBS)
        if (sql.startsWith(verb, at) || sql.startsWith(verb.toUpperCase(), at))
          if (!WORD_CHAR.test(sql[at + verb.length] ?? ' ')) return verb;
    }
  }
  return 'other';
}
