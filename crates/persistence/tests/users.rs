use domain::users::{
    EmailAddress, FullName, NewUser, PasswordHash, Phone, Role, UserId, UserRepository, Username,
};
use domain::{Conflict, RepositoryError};
use persistence::testing::TestDatabase;
use persistence::PgUserRepository;

fn new_user(username: &str, email: &str) -> NewUser {
    NewUser {
        username: Username::parse(username).unwrap(),
        email: EmailAddress::parse(email).unwrap(),
        full_name: FullName::parse("Maria Rossi").unwrap(),
        phone: Phone::parse_optional(Some("+55 11 98765-4321")).unwrap(),
        role: Role::User,
        password_hash: PasswordHash::new("$2b$04$hash".into()),
    }
}

#[test]
fn a_user_round_trips_through_the_database() {
    let test_db = TestDatabase::create();
    let users = PgUserRepository::new(test_db.database(2));

    let stored = users.insert(&new_user("maria", "maria@exemplo.com")).unwrap();
    assert!(stored.id.0 > 0);
    assert!(stored.active, "new accounts are active by default");
    assert_eq!(stored.role, Role::User);
    assert_eq!(stored.phone.as_deref(), Some("+55 11 98765-4321"));

    let by_id = users.find_by_id(stored.id).unwrap().unwrap();
    assert_eq!(by_id, stored);
    let by_name = users.find_by_username("MARIA").unwrap().unwrap();
    assert_eq!(by_name.id, stored.id, "usernames are found without regard to case");
    assert!(users.find_by_id(UserId(stored.id.0 + 1000)).unwrap().is_none());
}

#[test]
fn usernames_and_emails_are_unique_without_regard_to_case() {
    let test_db = TestDatabase::create();
    let users = PgUserRepository::new(test_db.database(2));
    users.insert(&new_user("joão", "joao@exemplo.com")).unwrap();

    let same_name = users.insert(&new_user("JOÃO", "outro@exemplo.com")).unwrap_err();
    assert!(matches!(same_name, RepositoryError::Duplicate(Conflict::UsernameTaken)));

    let same_email = users.insert(&new_user("outro", "JOAO@Exemplo.com")).unwrap_err();
    assert!(matches!(same_email, RepositoryError::Duplicate(Conflict::EmailTaken)));
}

#[test]
fn access_and_password_changes_are_stored() {
    let test_db = TestDatabase::create();
    let users = PgUserRepository::new(test_db.database(2));
    let stored = users.insert(&new_user("carla", "carla@exemplo.com")).unwrap();

    let changed = users.update_access(stored.id, Role::Admin, false, None).unwrap();
    assert_eq!((changed.role, changed.active), (Role::Admin, false));
    assert!(changed.updated_at >= stored.updated_at);
    assert_eq!(users.find_by_id(stored.id).unwrap().unwrap(), changed);

    users.set_password(stored.id, &PasswordHash::new("$2b$04$other".into()), None).unwrap();
    let missing = users.set_password(UserId(999_999), &PasswordHash::new("x".into()), None);
    assert!(matches!(missing, Err(RepositoryError::NotFound)));
}

#[test]
fn the_role_column_refuses_unknown_roles() {
    use diesel::{Connection, PgConnection, RunQueryDsl};
    let test_db = TestDatabase::create();
    let mut conn = PgConnection::establish(&test_db.url).unwrap();
    let result = diesel::sql_query(
        "INSERT INTO users (username, email, full_name, role, password_hash) \
         VALUES ('root', 'root@exemplo.com', 'Root', 'root', 'x')",
    )
    .execute(&mut conn);
    assert!(result.is_err(), "the CHECK constraint must refuse role 'root'");
}

#[test]
fn migrating_twice_applies_nothing_new() {
    let test_db = TestDatabase::create();
    let applied = test_db.database(1).migrate().unwrap();
    assert!(applied.is_empty(), "already migrated, yet applied {applied:?}");
}
