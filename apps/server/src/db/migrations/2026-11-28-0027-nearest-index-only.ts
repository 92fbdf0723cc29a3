import { sql, type Kysely } from 'kysely';

/**
 * "Nearest first" deep pages from the position index alone (issue 19, decision 028). The GiST index on `pos`
 * now carries every column a search filters on and the page's sort keys, so the walk in distance order is an
 * index-only scan: at 1,000,000 members, page 42 of "women in DE" read 1,008 matches in 1.2 ms instead of the
 * planner's 77 ms walk of every woman in Germany through the table (it priced the GiST walk with a visit to
 * the table per entry, which the filter columns had made necessary).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index profiles_nearest;
    create index profiles_nearest on profiles using gist (pos)
      include (site_id, gender, country, region, date_of_birth, seeking, sexuality, last_active_at, id)
      where searchable;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index profiles_nearest;
    create index profiles_nearest on profiles using gist (pos) where searchable;
  `.execute(db);
}
