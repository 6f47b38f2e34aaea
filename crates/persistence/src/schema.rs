// Mirrors migrations/; keep in step with them (checked by the integration tests).

diesel::table! {
    users (id) {
        id -> Int8,
        username -> Text,
        email -> Text,
        full_name -> Text,
        phone -> Nullable<Text>,
        role -> Text,
        password_hash -> Text,
        active -> Bool,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}
