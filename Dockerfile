# A production image: the `portal` binary and the built frontend, nothing else.

FROM node:20-bookworm-slim AS frontend
WORKDIR /src/frontend
COPY frontend/package.json frontend/package-lock.json ./
RUN PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
COPY frontend/ ./
RUN npm run build

FROM rust:1-bookworm AS server
RUN apt-get update && apt-get install -y --no-install-recommends libpq-dev && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY crates/ crates/
COPY migrations/ migrations/
RUN cargo build --release --locked --bin portal

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends libpq5 ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --home-dir /app portal
WORKDIR /app
COPY --from=server /src/target/release/portal /usr/local/bin/portal
COPY --from=frontend /src/frontend/dist /app/static
ENV PORTAL_BIND=0.0.0.0:8080 STATIC_DIR=/app/static MAIL_DIR=/app/mail
USER portal
EXPOSE 8080
CMD ["portal", "serve"]
