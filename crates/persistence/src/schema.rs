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
        two_factor_secret -> Nullable<Text>,
        two_factor_confirmed_at -> Nullable<Timestamptz>,
        two_factor_last_step -> Nullable<Int8>,
    }
}

diesel::table! {
    recovery_codes (id) {
        id -> Int8,
        user_id -> Int8,
        digest -> Text,
        used_at -> Nullable<Timestamptz>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    sessions (key_hash) {
        key_hash -> Text,
        user_id -> Nullable<Int8>,
        state -> Jsonb,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
        absolute_expires_at -> Timestamptz,
        public_id -> Text,
        device -> Nullable<Text>,
        address -> Nullable<Text>,
        last_seen_at -> Timestamptz,
    }
}

diesel::table! {
    password_reset_tokens (id) {
        id -> Int8,
        user_id -> Int8,
        token_hash -> Text,
        expires_at -> Timestamptz,
        used_at -> Nullable<Timestamptz>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    outbox (id) {
        id -> Int8,
        payload -> Jsonb,
        attempts -> Int4,
        next_attempt_at -> Timestamptz,
        last_error -> Nullable<Text>,
        failed_at -> Nullable<Timestamptz>,
        created_at -> Timestamptz,
        account_id -> Nullable<Int8>,
        sent_at -> Nullable<Timestamptz>,
        due_at -> Timestamptz,
        appointment_id -> Nullable<Int8>,
        reminder_offset_minutes -> Nullable<Int4>,
        about_appointment -> Nullable<Int8>,
    }
}

diesel::table! {
    audit_log (id) {
        id -> Int8,
        actor_id -> Nullable<Int8>,
        action -> Text,
        entity -> Text,
        entity_id -> Text,
        before -> Nullable<Jsonb>,
        after -> Nullable<Jsonb>,
        occurred_at -> Timestamptz,
    }
}

diesel::joinable!(sessions -> users (user_id));
diesel::joinable!(password_reset_tokens -> users (user_id));
diesel::joinable!(recovery_codes -> users (user_id));
diesel::allow_tables_to_appear_in_same_query!(
    users,
    recovery_codes,
    sessions,
    password_reset_tokens,
    outbox,
    audit_log,
    services,
    courses,
    appointments,
    messages,
    documents,
    family_trees,
    family_persons,
    appointment_action_tokens,
    service_requests,
    request_documents,
    cases,
    case_updates,
    case_checklist_items,
    citizenship_offers,
    closures,
    waitlist_entries,
    case_counts,
    service_request_counts,
    document_counts
);

diesel::table! {
    services (id) {
        id -> Int8,
        name -> Text,
        description -> Text,
        duration_minutes -> Int4,
        country -> Text,
        price -> Nullable<Int8>,
        discount_available -> Bool,
        discount_percent -> Nullable<Int4>,
        discount_code -> Nullable<Text>,
        active -> Bool,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    courses (id) {
        id -> Int8,
        name -> Text,
        description -> Text,
        duration_hours -> Int4,
        price -> Int8,
        discount_price -> Nullable<Int8>,
        active -> Bool,
        discount_code -> Nullable<Text>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    citizenship_offers (id) {
        id -> Int8,
        slug -> Text,
        name -> Text,
        price -> Int8,
        discount_price -> Nullable<Int8>,
        position -> Int4,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    appointments (id) {
        id -> Int8,
        user_id -> Nullable<Int8>,
        client_name -> Text,
        client_email -> Text,
        client_phone -> Nullable<Text>,
        service_id -> Int8,
        location -> Text,
        date -> Date,
        time -> Time,
        status -> Text,
        notes -> Nullable<Text>,
        birth_date -> Nullable<Date>,
        birth_place -> Nullable<Text>,
        current_address -> Nullable<Text>,
        document_type -> Nullable<Text>,
        document_number -> Nullable<Text>,
        document_issue_date -> Nullable<Date>,
        document_expiry_date -> Nullable<Date>,
        document_issuer -> Nullable<Text>,
        aire_registration_number -> Nullable<Text>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        sequence -> Int4,
        presence_confirmed_at -> Nullable<Timestamptz>,
        priority -> Bool,
    }
}

diesel::table! {
    appointment_day_counts (date, status) {
        date -> Date,
        status -> Text,
        n -> Int4,
    }
}

diesel::table! {
    appointment_month_counts (month, status) {
        month -> Date,
        status -> Text,
        n -> Int4,
    }
}

diesel::joinable!(appointments -> services (service_id));
diesel::joinable!(appointments -> users (user_id));

diesel::table! {
    messages (id) {
        id -> Int8,
        sender_id -> Nullable<Int8>,
        receiver_id -> Nullable<Int8>,
        content -> Text,
        is_read -> Bool,
        sent_at -> Timestamptz,
        sender_deleted -> Bool,
        receiver_deleted -> Bool,
        request_id -> Nullable<Int8>,
    }
}

diesel::table! {
    documents (id) {
        id -> Int8,
        owner_id -> Int8,
        object_key -> Text,
        original_name -> Text,
        kind -> Text,
        content_type -> Text,
        size_bytes -> Int8,
        sha256 -> Text,
        uploaded_by -> Nullable<Int8>,
        uploaded_at -> Timestamptz,
        expires_on -> Nullable<Date>,
        case_id -> Nullable<Int8>,
        checklist_item_id -> Nullable<Int8>,
        expiry_noticed_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    family_trees (owner_id) {
        owner_id -> Int8,
        status -> Text,
        updated_at -> Timestamptz,
        updated_by -> Nullable<Int8>,
        finished_at -> Nullable<Timestamptz>,
        json_gzip -> Nullable<Bytea>,
        json_shape -> Nullable<Int4>,
        json_of -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    family_persons (owner_id, position) {
        owner_id -> Int8,
        position -> Int4,
        person_key -> Text,
        name -> Text,
        relationship -> Text,
        birth_date -> Nullable<Text>,
        birth_place -> Nullable<Text>,
        death_date -> Nullable<Text>,
        death_place -> Nullable<Text>,
        document_number -> Nullable<Text>,
        notes -> Nullable<Text>,
        italian_ancestor -> Bool,
        father_key -> Nullable<Text>,
        mother_key -> Nullable<Text>,
    }
}

diesel::joinable!(family_persons -> family_trees (owner_id));

diesel::table! {
    appointment_action_tokens (token_digest) {
        token_digest -> Text,
        appointment_id -> Int8,
        action -> Text,
        created_at -> Timestamptz,
        used_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    service_requests (id) {
        id -> Int8,
        client_id -> Int8,
        kind -> Text,
        title -> Text,
        form -> Jsonb,
        status -> Text,
        assigned_to -> Nullable<Int8>,
        staff_read_at -> Nullable<Timestamptz>,
        case_id -> Nullable<Int8>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        priority -> Bool,
        client_full_name -> Text,
        client_username -> Text,
        assignee_full_name -> Nullable<Text>,
        assignee_username -> Nullable<Text>,
    }
}

diesel::table! {
    request_documents (request_id, document_id) {
        request_id -> Int8,
        document_id -> Int8,
    }
}

diesel::joinable!(request_documents -> service_requests (request_id));
diesel::joinable!(request_documents -> documents (document_id));

diesel::table! {
    case_checklist_items (id) {
        id -> Int8,
        case_id -> Int8,
        name -> Text,
        review -> Text,
        review_reason -> Text,
        created_at -> Timestamptz,
    }
}

diesel::joinable!(case_checklist_items -> cases (case_id));

diesel::table! {
    cases (id) {
        id -> Int8,
        client_id -> Int8,
        case_type -> Text,
        country -> Text,
        protocol -> Text,
        status -> Text,
        progress -> Int4,
        start_date -> Date,
        estimated_end_date -> Nullable<Date>,
        actual_end_date -> Nullable<Date>,
        notes -> Text,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        document_count -> Int4,
        update_count -> Int4,
        client_full_name -> Text,
    }
}

diesel::table! {
    case_counts (case_type, status) {
        case_type -> Text,
        status -> Text,
        n -> Int4,
    }
}

diesel::table! {
    service_request_counts (kind, status, unassigned, priority) {
        kind -> Text,
        status -> Text,
        unassigned -> Bool,
        priority -> Bool,
        n -> Int4,
    }
}

diesel::table! {
    document_counts (kind, shard) {
        kind -> Text,
        shard -> Int2,
        n -> Int4,
    }
}

diesel::table! {
    case_updates (id) {
        id -> Int8,
        case_id -> Int8,
        author_id -> Nullable<Int8>,
        author_name -> Text,
        content -> Text,
        created_at -> Timestamptz,
    }
}

diesel::joinable!(cases -> users (client_id));
diesel::joinable!(case_updates -> cases (case_id));
diesel::joinable!(service_requests -> cases (case_id));

diesel::table! {
    attempt_counters (bucket) {
        bucket -> Text,
        window_start -> Timestamptz,
        attempts -> Int4,
    }
}

diesel::table! {
    daily_agendas (day) {
        day -> Date,
        queued_at -> Timestamptz,
    }
}

diesel::table! {
    closures (id) {
        id -> Int8,
        location -> Nullable<Text>,
        first_day -> Date,
        last_day -> Date,
        reason -> Text,
        created_by -> Nullable<Int8>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    waitlist_entries (id) {
        id -> Int8,
        user_id -> Int8,
        service_id -> Int8,
        location -> Text,
        date -> Date,
        status -> Text,
        created_at -> Timestamptz,
        hold_time -> Nullable<Time>,
        hold_digest -> Nullable<Text>,
        hold_expires_at -> Nullable<Timestamptz>,
        appointment_id -> Nullable<Int8>,
    }
}

diesel::joinable!(waitlist_entries -> users (user_id));
diesel::joinable!(waitlist_entries -> services (service_id));
