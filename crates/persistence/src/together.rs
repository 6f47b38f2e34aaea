//! Two writes in one statement: `WITH first AS (…) second`, so a transaction that makes both is
//! one round trip to the database shorter. PostgreSQL runs a data-modifying `WITH` exactly once,
//! whether or not the second part reads it; both see the same snapshot and commit together.
//! diesel has no data-modifying `WITH`; this builds it from two of its statements, keeping their
//! binds and their prepared-statement identity (the pair is prepared once per connection).

use diesel::pg::Pg;
use diesel::query_builder::{AstPass, QueryFragment, QueryId};
use diesel::{QueryResult, RunQueryDsl};

/// `first`, then `second`, as one statement. Neither may return rows.
pub(crate) struct Together<A, B> {
    pub first: A,
    pub second: B,
}

impl<A, B> QueryFragment<Pg> for Together<A, B>
where
    A: QueryFragment<Pg>,
    B: QueryFragment<Pg>,
{
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        out.push_sql("WITH first_write AS (");
        self.first.walk_ast(out.reborrow())?;
        out.push_sql(") ");
        self.second.walk_ast(out.reborrow())
    }
}

impl<A: QueryId, B: QueryId> QueryId for Together<A, B> {
    type QueryId = Together<A::QueryId, B::QueryId>;
    const HAS_STATIC_QUERY_ID: bool = A::HAS_STATIC_QUERY_ID && B::HAS_STATIC_QUERY_ID;
}

impl<A, B, Conn> RunQueryDsl<Conn> for Together<A, B> {}
