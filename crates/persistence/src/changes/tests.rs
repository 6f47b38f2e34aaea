//! Freshness and the cached reads, without a database.

use super::*;

fn listening() -> Freshness {
    let freshness = Freshness::new();
    freshness.heard_from_now_on();
    freshness
}

#[test]
fn nothing_is_stamped_while_nobody_listens() {
    let freshness = Freshness::new();
    assert_eq!(freshness.stamp(&[Topic::Appointments]), None);
    freshness.heard_from_now_on();
    assert!(freshness.stamp(&[Topic::Appointments]).is_some());
    freshness.deaf();
    assert_eq!(freshness.stamp(&[Topic::Appointments]), None);
}

#[test]
fn entries_are_kept_up_to_their_weight_however_many_keys_are_asked() {
    let freshness = listening();
    let reads: CachedReads<u32, ()> =
        CachedReads::weighed(&[Topic::Appointments], 16, 1_000, |_, _| 100);
    for key in 0..10_000 {
        reads.get_or_read(&freshness, key, || Ok::<_, ()>(())).unwrap();
    }
    assert!(reads.entries.weight() <= 1_000);
    assert!(reads.entries.len() <= 10);
}

#[test]
fn memory_is_not_trusted_once_the_lease_runs_out() {
    let freshness = listening();
    freshness.trust_for(Duration::ZERO);
    assert_eq!(freshness.stamp(&[Topic::Appointments]), None);
    freshness.trust_for(LEASE);
    assert!(freshness.stamp(&[Topic::Appointments]).is_some());
}

#[test]
fn a_change_moves_the_stamps_of_the_reads_that_depend_on_it_only() {
    let freshness = listening();
    let agenda = freshness.stamp(&[Topic::Appointments, Topic::Catalog]);
    let catalog = freshness.stamp(&[Topic::Catalog]);
    freshness.apply("appointments");
    assert_ne!(freshness.stamp(&[Topic::Appointments, Topic::Catalog]), agenda);
    assert_eq!(freshness.stamp(&[Topic::Catalog]), catalog);
    freshness.apply("courses");
    assert_ne!(freshness.stamp(&[Topic::Catalog]), catalog);
}

#[test]
fn an_unknown_notification_makes_everything_stale() {
    let freshness = listening();
    let before = freshness.stamp(&[Topic::Appointments, Topic::Catalog]);
    freshness.apply("something new");
    assert_ne!(freshness.stamp(&[Topic::Appointments, Topic::Catalog]), before);
}

#[derive(Default)]
struct Heard(std::sync::Mutex<Vec<String>>);

impl ChangeListener for Heard {
    fn hear(&self, payload: &str) -> bool {
        let mine = payload.starts_with("mine");
        if mine {
            self.0.lock().unwrap().push(payload.into());
        }
        mine
    }

    fn forget_everything(&self) {
        self.0.lock().unwrap().push("everything".into());
    }
}

#[test]
fn a_listener_hears_its_notifications_and_forgets_when_anything_unknown_comes() {
    let freshness = listening();
    let heard = freshness.listener::<Heard>();
    assert!(Arc::ptr_eq(&heard, &freshness.listener::<Heard>()));
    let before = freshness.stamp(&TOPICS);
    freshness.apply("mine 1");
    assert_eq!(*heard.0.lock().unwrap(), ["mine 1"]);
    assert_eq!(freshness.stamp(&TOPICS), before, "no topic moves");
    freshness.apply("something new");
    assert_eq!(*heard.0.lock().unwrap(), ["mine 1", "everything"]);
}

#[test]
fn listening_again_trusts_nothing_read_before() {
    let freshness = listening();
    let before = freshness.stamp(&[Topic::Catalog]);
    freshness.deaf();
    freshness.heard_from_now_on();
    assert_ne!(freshness.stamp(&[Topic::Catalog]), before);
}
