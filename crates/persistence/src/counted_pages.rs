//! A page of a list and its total in one trip to the database. Where the total is the sum of a
//! counter table (migration `list_counters`), that sum rides along with every row of the page as
//! a scalar subquery (`single_value`), instead of being a statement of its own: one round trip
//! and one execution instead of two, for the lists staff open most.

use diesel::QueryResult;
use domain::paging::{Page, PageRequest};

/// The page made of `rows`, each loaded with the list's total beside it. An empty page past the
/// first has no row to carry the total: `count_apart` asks for it then (someone paging beyond the
/// end). An empty first page means an empty list.
pub(crate) fn page_of<Row, Item>(
    rows: Vec<(Row, Option<i64>)>,
    request: &PageRequest,
    item: impl FnMut(Row) -> Item,
    count_apart: impl FnOnce() -> QueryResult<i64>,
) -> QueryResult<Page<Item>> {
    let total = match rows.first() {
        Some((_, total)) => total.unwrap_or(0),
        None if request.offset() == 0 => 0,
        None => count_apart()?,
    };
    let rows = rows.into_iter().map(|(row, _)| row).collect();
    Ok(counted_page(rows, total, request, item))
}

/// The page made of `rows` when the list's total was counted apart.
pub(crate) fn counted_page<Row, Item>(
    rows: Vec<Row>,
    total: i64,
    request: &PageRequest,
    item: impl FnMut(Row) -> Item,
) -> Page<Item> {
    Page {
        items: rows.into_iter().map(item).collect(),
        total,
        page: request.page,
        page_size: request.page_size,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn never() -> QueryResult<i64> {
        panic!("the total came with the rows")
    }

    #[test]
    fn the_total_comes_with_the_rows() {
        let page = page_of(
            vec![(1, Some(41)), (2, Some(41))],
            &PageRequest::new(None, None),
            |n| n * 10,
            never,
        )
        .unwrap();
        assert_eq!((page.items, page.total), (vec![10, 20], 41));
    }

    #[test]
    fn an_empty_first_page_is_an_empty_list() {
        let page =
            page_of::<i32, i32>(vec![], &PageRequest::new(Some(1), None), |n| n, never).unwrap();
        assert_eq!(page.total, 0);
    }

    #[test]
    fn past_the_end_the_total_is_asked_apart() {
        let page =
            page_of::<i32, i32>(vec![], &PageRequest::new(Some(9), Some(20)), |n| n, || Ok(35))
                .unwrap();
        assert_eq!((page.items.len(), page.total, page.page), (0, 35, 9));
    }
}
