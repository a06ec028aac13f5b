/**
 * Planner settings of every core connection to a PostgreSQL server, sent at connect (libpq's
 * `options`), so they hold on any server without its configuration being touched.
 *
 * random_page_cost 1.1 instead of 4: core's working set is in memory, where an index probe costs
 * about what reading the next page does. At 4 the planner answers a batch's rows joined as a
 * record set (`jsonb_to_recordset`, estimated at 100 rows) with a hash join over a whole table,
 * whose cost grows with the table (decision 0046).
 */
export const PLANNER_OPTIONS = "-c random_page_cost=1.1";
