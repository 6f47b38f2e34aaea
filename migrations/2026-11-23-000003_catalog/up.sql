-- What clients book and buy. Prices are integer centavos (docs/product-decisions.md, decision 8).
CREATE TABLE services (
    id                  BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name                TEXT        NOT NULL CHECK (char_length(btrim(name)) >= 3),
    description         TEXT        NOT NULL DEFAULT '',
    duration_minutes    INTEGER     NOT NULL CHECK (duration_minutes > 0),
    country             TEXT        NOT NULL DEFAULT '',
    -- NULL: 'SOB CONSULTA'.
    price               BIGINT      CHECK (price > 0),
    discount_available  BOOLEAN     NOT NULL DEFAULT FALSE,
    discount_percent    INTEGER     CHECK (discount_percent BETWEEN 1 AND 99),
    discount_code       TEXT,
    active              BOOLEAN     NOT NULL DEFAULT TRUE,
    created_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (discount_available OR (discount_percent IS NULL AND discount_code IS NULL))
);
CREATE UNIQUE INDEX services_name_key ON services (name);

CREATE TABLE courses (
    id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name            TEXT        NOT NULL CHECK (char_length(btrim(name)) >= 3),
    description     TEXT        NOT NULL DEFAULT '',
    duration_hours  INTEGER     NOT NULL CHECK (duration_hours > 0),
    price           BIGINT      NOT NULL CHECK (price > 0),
    discount_price  BIGINT      CHECK (discount_price > 0),
    active          BOOLEAN     NOT NULL DEFAULT TRUE,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (discount_price < price)
);
CREATE UNIQUE INDEX courses_name_key ON courses (name);
