//! A large, plausible data set for `make bench`: many clients and two years of
//! appointments. Never used by the portal itself.

use diesel::prelude::*;
use diesel::sql_types::{BigInt, Text};
use domain::RepositoryError;

use crate::database::Database;
use crate::error::from_diesel;

/// What the bench signs in with.
pub const LOAD_ADMIN: &str = "bench-admin";
pub const LOAD_USER: &str = "bench-user-1";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoadCounts {
    pub users: i64,
    pub appointments: i64,
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

fn count(conn: &mut PgConnection, sql: &str) -> QueryResult<i64> {
    diesel::sql_query(sql).get_result::<Count>(conn).map(|c| c.n)
}

/// Adds clients `bench-user-N` (all with `password_hash`), one admin and
/// appointments spread over the year before and the year after `CURRENT_DATE`,
/// each in its own slot, until the wanted numbers are there. The catalogue
/// must be seeded. Answers what the database then holds.
pub fn load(
    db: &Database,
    users: i64,
    appointments: i64,
    password_hash: &str,
) -> Result<LoadCounts, RepositoryError> {
    let mut conn = db.connection()?;
    conn.transaction(|conn| {
        diesel::sql_query(
            "INSERT INTO users (username, email, full_name, role, password_hash) \
             VALUES ($1, $1 || '@bench.local', 'Bench Admin', 'admin', $2) ON CONFLICT DO NOTHING",
        )
        .bind::<Text, _>(LOAD_ADMIN)
        .bind::<Text, _>(password_hash)
        .execute(conn)?;
        let have = count(conn, "SELECT count(*) AS n FROM users WHERE username LIKE 'bench-user-%'")?;
        diesel::sql_query(
            "INSERT INTO users (username, email, full_name, phone, role, password_hash) \
             SELECT 'bench-user-' || i, 'bench-user-' || i || '@bench.local', 'Cliente ' || i, \
                    '11 9' || lpad((i % 100000000)::text, 8, '0'), 'user', $3 \
             FROM generate_series($1 + 1, $2) AS i",
        )
        .bind::<BigInt, _>(have)
        .bind::<BigInt, _>(users)
        .bind::<Text, _>(password_hash)
        .execute(conn)?;

        let have = count(conn, "SELECT count(*) AS n FROM appointments")?;
        // Slot k: day k / (18 × 10 places) within the two years (131 400 slots), then time,
        // then place; places
        // are the service's own consulates, so every row is a valid booking.
        diesel::sql_query(
            "WITH places(service_name, location, p) AS (VALUES \
                 ('Agendamento de Passaporte Italiano', 'Consulado Geral da Itália em São Paulo', 0), \
                 ('Agendamento de Passaporte Italiano', 'Consulado Geral da Itália no Rio de Janeiro', 1), \
                 ('Renovação de Passaporte', 'Consulado Geral de Portugal em São Paulo', 2), \
                 ('Renovação de Cartão de Cidadão', 'Consulado de Portugal em Santos', 3), \
                 ('Consulta Jurídica', 'Escritório Principal - São Paulo', 4), \
                 ('Autenticação de Documentos', 'Consulado de Portugal em Curitiba', 5), \
                 ('Agendamento de Passaporte Italiano', 'Consulado Geral da Itália em Porto Alegre', 6), \
                 ('Renovação de Passaporte', 'Consulado Geral de Portugal no Rio de Janeiro', 7), \
                 ('Consulta Jurídica', 'Filial Rio de Janeiro', 8), \
                 ('Consulta Jurídica', 'Atendimento Virtual', 9)), \
             wanted AS (SELECT k FROM generate_series($1, $2 - 1) AS k), \
             slots AS (SELECT k, (k % 10) AS p, ((k / 10) % 18) AS s, (k / 180) AS d FROM wanted) \
             INSERT INTO appointments (user_id, client_name, client_email, client_phone, service_id, location, \
                                       date, time, status, notes, birth_date, birth_place, current_address, \
                                       document_type, document_number, document_issue_date, document_expiry_date, \
                                       document_issuer, aire_registration_number) \
             SELECT u.id, u.full_name, u.email, u.phone, sv.id, pl.location, \
                    CURRENT_DATE - 365 + (slots.d % 730)::int, \
                    TIME '09:00' + (slots.s * INTERVAL '30 minutes'), \
                    (ARRAY['pending','confirmed','completed','cancelled'])[1 + (slots.k % 4)], \
                    CASE WHEN slots.k % 10 = 0 THEN 'Cliente pediu atendimento prioritário' END, \
                    it.birth_date, it.birth_place, it.current_address, it.document_type, it.document_number, \
                    it.issued, it.expires, it.issuer, it.aire \
             FROM slots \
             JOIN places pl ON pl.p = slots.p \
             JOIN services sv ON sv.name = pl.service_name \
             JOIN users u ON u.username = 'bench-user-' || (1 + slots.k % $3) \
             LEFT JOIN LATERAL (SELECT DATE '1980-01-01' + (slots.k % 9000)::int AS birth_date, \
                                       'São Paulo' AS birth_place, 'Rua das Flores, ' || slots.k AS current_address, \
                                       'RG' AS document_type, lpad(slots.k::text, 9, '0') AS document_number, \
                                       DATE '2018-03-01' AS issued, DATE '2033-03-01' AS expires, \
                                       'SSP-SP' AS issuer, 'AIRE-' || slots.k AS aire \
                                WHERE pl.service_name LIKE '%Italiano%') it ON TRUE \
             ON CONFLICT DO NOTHING",
        )
        .bind::<BigInt, _>(have)
        .bind::<BigInt, _>(appointments)
        .bind::<BigInt, _>(users.max(1))
        .execute(conn)?;
        diesel::sql_query("ANALYZE users").execute(conn)?;
        diesel::sql_query("ANALYZE appointments").execute(conn)?;
        Ok(LoadCounts {
            users: count(conn, "SELECT count(*) AS n FROM users")?,
            appointments: count(conn, "SELECT count(*) AS n FROM appointments")?,
        })
    })
    .map_err(from_diesel)
}

/// The people of `make bench`'s mixed day: `bench-day-client-1..clients` and
/// `bench-day-staff-1..staff`, all with `password_hash`; those already there are kept. The staff
/// are made administrators only for the day (by `scripts/bench/day.sh`): as administrators all
/// along they would receive every staff mail of the other rows.
pub fn load_day_accounts(
    db: &Database,
    clients: i64,
    staff: i64,
    password_hash: &str,
) -> Result<(), RepositoryError> {
    let mut conn = db.connection()?;
    diesel::sql_query(
        "INSERT INTO users (username, email, full_name, role, password_hash) \
         SELECT 'bench-day-' || r || '-' || i, 'bench-day-' || r || '-' || i || '@bench.local', \
                'Dia ' || r || ' ' || i, 'user', $3 \
         FROM (SELECT 'client' AS r, generate_series(1, $1) AS i \
               UNION ALL SELECT 'staff', generate_series(1, $2)) AS people \
         ON CONFLICT DO NOTHING",
    )
    .bind::<BigInt, _>(clients)
    .bind::<BigInt, _>(staff)
    .bind::<Text, _>(password_hash)
    .execute(&mut conn)
    .map_err(from_diesel)?;
    Ok(())
}
