//! Many rows in one prepared statement. diesel's multi-row `VALUES` changes its SQL with the
//! number of rows, so PostgreSQL parses and plans it on every call; `INSERT … SELECT unnest($1),
//! unnest($2)…` sends the columns as arrays and keeps one statement, prepared once per
//! connection. In pgbench, a booking's writes ran about 50 % faster prepared than parsed each
//! time (docs/performance.md).

use diesel::sql_types::{Array, SingleValue};

diesel::define_sql_function! {
    /// PostgreSQL's `unnest`: one row for each element of `values`. Several in one select list
    /// walk their arrays side by side, so arrays of the same length make rows.
    fn unnest<T: SingleValue>(values: Array<T>) -> T;
}
