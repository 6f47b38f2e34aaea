-- The Italian citizenship services (Contra Decreto, Processo em Andamento, Menores de Idade) as
-- catalogue entries: their prices in centavos, and an optional discounted price that admins set
-- with the catalogue's price dialog. The page shows what is stored here.
CREATE TABLE citizenship_offers (
    id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    -- The offer as forms and links name it (?type=).
    slug            TEXT        NOT NULL UNIQUE
                    CHECK (slug IN ('contra-decreto', 'em-andamento', 'menores-urgente')),
    name            TEXT        NOT NULL,
    price           BIGINT      NOT NULL CHECK (price > 0),
    discount_price  BIGINT      CHECK (discount_price > 0),
    -- Its place on the page.
    position        INTEGER     NOT NULL,
    updated_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (discount_price < price)
);

INSERT INTO citizenship_offers (slug, name, price, position) VALUES
    ('contra-decreto', 'Contra Decreto', 500000, 1),
    ('em-andamento', 'Processo em Andamento', 300000, 2),
    ('menores-urgente', 'Menores de Idade', 600000, 3);
