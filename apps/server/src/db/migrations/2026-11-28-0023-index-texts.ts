import { sql, type Kysely } from 'kysely';

/**
 * The index page's title and description become texts per language (decision 023), like the fictional
 * disclosure texts: a site's one text so far is kept as the text of its domain language (English when
 * it has none); a language without a text reads the translation catalogue's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sites alter column index_title drop default;
    alter table sites alter column description drop default;
    alter table sites
      alter column index_title type jsonb using (case when index_title = '' then '{}'::jsonb
        else jsonb_build_object(coalesce(left(domain_language, 2), 'en'), index_title) end),
      alter column description type jsonb using (case when description = '' then '{}'::jsonb
        else jsonb_build_object(coalesce(left(domain_language, 2), 'en'), description) end);
    alter table sites alter column index_title set default '{}';
    alter table sites alter column description set default '{}';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sites alter column index_title drop default;
    alter table sites alter column description drop default;
    alter table sites
      alter column index_title type text
        using coalesce(index_title ->> coalesce(left(domain_language, 2), 'en'), ''),
      alter column description type text
        using coalesce(description ->> coalesce(left(domain_language, 2), 'en'), '');
    alter table sites alter column index_title set default '';
    alter table sites alter column description set default '';
  `.execute(db);
}
