use std::sync::Arc;

use domain::catalog::{CatalogRepository, CatalogService};
use persistence::testing::TestDatabase;
use persistence::PgCatalogRepository;

#[test]
fn seeding_fills_empty_tables_once_and_keeps_staff_edits() {
    let test_db = TestDatabase::create();
    let repository = Arc::new(PgCatalogRepository::new(test_db.database(2)));
    let catalog = CatalogService::new(repository.clone());
    assert_eq!(catalog.seed().unwrap(), 11);
    assert_eq!(catalog.seed().unwrap(), 0);

    let services = repository.services(true).unwrap();
    assert_eq!(services.len(), 8);
    assert!(services.windows(2).all(|w| w[0].name <= w[1].name), "sorted by name");
    assert!(services.iter().any(|s| s.price.is_none()));
    let courses = repository.courses(false).unwrap();
    assert_eq!(courses.len(), 3);
    let basic = courses.iter().find(|c| c.name == "Curso Básico de Italiano").unwrap();
    assert_eq!(basic.price.centavos(), 358_800);
}

#[test]
fn the_database_refuses_a_promotion_at_or_above_the_price() {
    use diesel::{Connection, PgConnection, RunQueryDsl};
    let test_db = TestDatabase::create();
    let mut conn = PgConnection::establish(&test_db.url).unwrap();
    let result = diesel::sql_query(
        "INSERT INTO courses (name, duration_hours, price, discount_price) VALUES ('Curso X', 10, 1000, 1000)",
    )
    .execute(&mut conn);
    assert!(result.is_err());
}

/// Found by `make fuzz`'s database check: the bench data must obey the booking rules too.
#[test]
fn bench_data_gives_italian_appointments_their_passport_data() {
    use diesel::{Connection, PgConnection, RunQueryDsl};
    #[derive(diesel::QueryableByName)]
    struct Count {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        n: i64,
    }
    let test_db = TestDatabase::create();
    let db = test_db.database(2);
    CatalogService::new(Arc::new(PgCatalogRepository::new(db.clone()))).seed().unwrap();
    let counts = persistence::load_bench_data(&db, 5, 60, "hash").unwrap();
    assert_eq!((counts.users, counts.appointments), (6, 60));
    let mut conn = PgConnection::establish(&test_db.url).unwrap();
    let missing = diesel::sql_query(
        "SELECT count(*) AS n FROM appointments a JOIN services s ON s.id = a.service_id \
         WHERE s.name LIKE '%Italiano%' AND (a.birth_date IS NULL OR a.aire_registration_number IS NULL)",
    )
    .get_result::<Count>(&mut conn)
    .unwrap();
    assert_eq!(missing.n, 0);
    assert_eq!(
        persistence::load_bench_data(&db, 5, 60, "hash").unwrap(),
        counts,
        "loading again adds nothing"
    );
}
