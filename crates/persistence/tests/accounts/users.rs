//! Listing, audit and the last-admin rule.

use super::*;

#[test]
fn staff_search_filters_by_text_and_role_and_pages() {
    let test_db = TestDatabase::create();
    let users = PgUserRepository::new(test_db.database(2));
    add(&users, "chefe", "Carla Chefe", Role::Admin);
    add(&users, "ana", "Ana Rossi", Role::User);
    add(&users, "bia", "Beatriz Rossi", Role::User);
    add(&users, "caio", "Caio 100%", Role::User);

    let rossi = search(&users, "ROSSI");
    assert_eq!(rossi.total, 2);
    let names: Vec<_> = rossi.items.iter().map(|u| u.username.as_str()).collect();
    assert_eq!(names, ["ana", "bia"], "sorted by name");

    let by_email = search(&users, "chefe@");
    assert_eq!(by_email.total, 1);

    let percent = search(&users, "%");
    assert_eq!(percent.total, 1, "a % in the search is a character, not a wildcard");

    let admins = users.list(&UserFilter { role: Some(Role::Admin), ..Default::default() }).unwrap();
    assert_eq!(admins.total, 1);

    let second_page = users
        .list(&UserFilter { page: PageRequest::new(Some(2), Some(3)), ..Default::default() })
        .unwrap();
    assert_eq!((second_page.total, second_page.items.len()), (4, 1));
    assert_eq!((second_page.page, second_page.page_size), (2, 3));
}

#[test]
fn an_access_change_and_its_audit_entry_are_stored_together() {
    let test_db = TestDatabase::create();
    let users = PgUserRepository::new(test_db.database(2));
    let admin = add(&users, "chefe", "Carla Chefe", Role::Admin);
    let client = add(&users, "ana", "Ana Rossi", Role::User);

    users.update_access(client.id, Role::User, false, Some(&audit_entry(&admin, &client))).unwrap();
    assert_eq!(
        count(&test_db.url, "SELECT count(*) AS n FROM audit_log WHERE action = 'user.access'"),
        1
    );

    // A change the database refuses leaves no audit entry behind.
    let refused =
        users.update_access(admin.id, Role::User, true, Some(&audit_entry(&admin, &admin)));
    assert!(matches!(refused, Err(RepositoryError::Refused(Refusal::LastActiveAdmin))));
    assert_eq!(count(&test_db.url, "SELECT count(*) AS n FROM audit_log"), 1);
}

#[test]
fn the_last_active_admin_can_be_neither_deleted_nor_demoted() {
    let test_db = TestDatabase::create();
    let users = PgUserRepository::new(test_db.database(2));
    let admin = add(&users, "chefe", "Carla Chefe", Role::Admin);
    let client = add(&users, "ana", "Ana Rossi", Role::User);

    let deleted = users.delete(admin.id, &audit_entry(&admin, &admin));
    assert!(matches!(deleted, Err(RepositoryError::Refused(_))));
    let deactivated = users.update_access(admin.id, Role::Admin, false, None);
    assert!(matches!(deactivated, Err(RepositoryError::Refused(_))));
    // Changes that do not touch an active admin are not held back.
    users.update_access(client.id, Role::User, false, None).unwrap();
    users.delete(client.id, &audit_entry(&admin, &client)).unwrap();
}

#[test]
fn two_admins_demoting_each_other_at_once_leave_one_admin() {
    let test_db = TestDatabase::create();
    let users = Arc::new(PgUserRepository::new(test_db.database(4)));
    let first = add(&users, "primeira", "Primeira Admin", Role::Admin);
    let second = add(&users, "segunda", "Segunda Admin", Role::Admin);

    let barrier = Arc::new(Barrier::new(2));
    let outcomes: Vec<_> = [first.id, second.id]
        .into_iter()
        .map(|target| {
            let (users, barrier) = (users.clone(), barrier.clone());
            thread::spawn(move || {
                barrier.wait();
                users.update_access(target, Role::User, true, None).is_ok()
            })
        })
        .collect::<Vec<_>>()
        .into_iter()
        .map(|handle| handle.join().unwrap())
        .collect();
    assert_eq!(outcomes.iter().filter(|ok| **ok).count(), 1, "{outcomes:?}");
    assert_eq!(users.count_active_admins().unwrap(), 1);
}

/// The users whose name, username or email contains `query`.
fn search(users: &PgUserRepository, query: &str) -> domain::paging::Page<User> {
    users.list(&UserFilter { query: Some(query.into()), ..Default::default() }).unwrap()
}
