import { sql, type RawBuilder } from 'kysely';

/** How one SQL dialect turns a unix-milliseconds column into UTC `YYYY-MM-DD` and `YYYY-MM`. */
export interface ReportDialect {
  day(column: RawBuilder<unknown>): RawBuilder<string>;
  month(column: RawBuilder<unknown>): RawBuilder<string>;
}

export const SQLITE_REPORT_DIALECT: ReportDialect = {
  day: (column) => sql<string>`strftime('%Y-%m-%d', ${column} / 1000, 'unixepoch')`,
  month: (column) => sql<string>`strftime('%Y-%m', ${column} / 1000, 'unixepoch')`,
};

export const POSTGRES_REPORT_DIALECT: ReportDialect = {
  day: (column) => sql<string>`to_char(to_timestamp(${column} / 1000.0) at time zone 'UTC', 'YYYY-MM-DD')`,
  month: (column) => sql<string>`to_char(to_timestamp(${column} / 1000.0) at time zone 'UTC', 'YYYY-MM')`,
};
