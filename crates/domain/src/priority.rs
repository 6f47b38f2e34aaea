//! The priority flag of bookings and service requests (docs/product-decisions.md, decision 26).
//!
//! The quick-access QR codes may carry `priority=true`; the booking or the request sent from the
//! page such a code opens is marked as priority, and staff see it marked in the agenda and the
//! request inbox. The client's screens offer no control for it: the flag comes only from the
//! link. So a client sets it only when booking or sending; afterwards the client's changes keep
//! it as it is, and only staff mark or unmark it.

/// The flag after a booking, a request or a change: `before` is the stored flag (`None` when
/// new), `asked` what the form says (`None` when it says nothing).
pub fn decide(before: Option<bool>, asked: Option<bool>, by_admin: bool) -> bool {
    match (before, asked) {
        (None, asked) => asked.unwrap_or(false),
        (Some(_), Some(asked)) if by_admin => asked,
        (Some(kept), _) => kept,
    }
}

#[cfg(test)]
mod tests {
    use super::decide;

    #[test]
    fn a_new_booking_or_request_is_priority_only_when_its_form_says_so() {
        for by_admin in [false, true] {
            assert!(decide(None, Some(true), by_admin));
            assert!(!decide(None, Some(false), by_admin));
            assert!(!decide(None, None, by_admin));
        }
    }

    #[test]
    fn a_client_change_keeps_the_flag_whatever_the_form_says() {
        for asked in [None, Some(true), Some(false)] {
            assert!(decide(Some(true), asked, false));
            assert!(!decide(Some(false), asked, false));
        }
    }

    #[test]
    fn staff_mark_and_unmark_it_and_keep_it_when_the_form_is_silent() {
        assert!(decide(Some(false), Some(true), true));
        assert!(!decide(Some(true), Some(false), true));
        assert!(decide(Some(true), None, true));
        assert!(!decide(Some(false), None, true));
    }
}
