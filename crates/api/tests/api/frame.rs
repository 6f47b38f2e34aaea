use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{json_of, TestApp, PASSWORD};

#[tokio::test]
async fn health_answers_without_the_database() {
    let app = TestApp::spawn().await;
    let response = app.get("/api/health").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(json_of(response).await, json!({ "status": "ok" }));
}

#[tokio::test]
async fn ready_checks_the_database() {
    let app = TestApp::spawn().await;
    let response = app.get("/api/ready").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(json_of(response).await, json!({ "status": "ready" }));
}

#[tokio::test]
async fn company_links_are_what_is_configured_and_nothing_else() {
    let app = TestApp::spawn_with(&[(
        "COMPANY_LINKS",
        "website=https://empresa.example,linkedin=https://linkedin.com/company/empresa",
    )])
    .await;
    let response = app.get("/api/company-links").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        json_of(response).await,
        json!({
            "website": "https://empresa.example",
            "social": {
                "instagram": null,
                "facebook": null,
                "linkedin": "https://linkedin.com/company/empresa"
            }
        })
    );

    let none = TestApp::spawn().await;
    let links = json_of(none.get("/api/company-links").await).await;
    assert_eq!(links["website"], json!(null));
}

#[tokio::test]
async fn ready_reports_an_unreachable_database_as_503() {
    let app = TestApp::spawn().await;
    app.db.destroy();
    let response = app.get("/api/ready").await;
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(json_of(response).await["message"], "Banco de dados indisponível.");
}

#[tokio::test]
async fn unknown_api_paths_answer_404_in_json() {
    let app = TestApp::spawn().await;
    for path in ["/api/nothing-here", "/api/users/x/y/z", "/api"] {
        let response = app.get(path).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
        assert_eq!(
            json_of(response).await,
            json!({ "message": "Recurso não encontrado." }),
            "{path}"
        );
    }
}

#[tokio::test]
async fn nobody_is_signed_in_without_a_session() {
    let app = TestApp::spawn().await;
    let response = app.get("/api/user").await;
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    assert!(json_of(response).await["message"].is_string());
}

#[tokio::test]
async fn client_routes_get_the_index_page_without_caching() {
    let app = TestApp::spawn().await;
    for path in ["/", "/appointments", "/auth/reset", "/no/such/page"] {
        let response = app.get(path).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(response.headers()["cache-control"], "no-cache", "{path}");
        assert!(response.text().await.unwrap().contains("portal-index"), "{path}");
    }
}

#[tokio::test]
async fn a_first_visit_gets_the_page_drawn_at_build_time_and_anyone_else_the_index() {
    let app = TestApp::spawn().await;
    let page_for = |theme: Option<&'static str>| {
        let mut request = app.client.get(app.url("/auth"));
        if let Some(theme) = theme {
            request = request.header("cookie", format!("portal-theme={theme}"));
        }
        async move {
            let response = request.send().await.unwrap();
            assert_eq!(response.status(), StatusCode::OK);
            assert_eq!(response.headers()["cache-control"], "no-cache");
            let varies: Vec<_> =
                response.headers().get_all("vary").iter().map(|v| v.to_str().unwrap()).collect();
            assert!(varies.contains(&"cookie"), "{varies:?}");
            response.text().await.unwrap()
        }
    };
    assert!(page_for(None).await.contains("portal-drawn-anonymous-auth"));
    assert!(page_for(Some("light")).await.contains("portal-drawn-anonymous-auth"));
    for scheme in ["dark", "system"] {
        assert!(page_for(Some(scheme)).await.contains("portal-index"), "{scheme}");
    }
    assert!(app.get("/auth/reset").await.text().await.unwrap().contains("portal-index"));
    assert_eq!(app.get("/prerendered/anonymous/auth.html").await.status(), StatusCode::NOT_FOUND);
    assert!(app.get("/home").await.text().await.unwrap().contains("portal-index"), "not drawn");

    app.register("maria").await;
    let signed_in = app.client.get(app.url("/auth")).send().await.unwrap();
    assert!(signed_in.text().await.unwrap().contains("portal-index"), "a session, the index");
}

#[tokio::test]
async fn signed_in_visitors_get_the_page_drawn_for_them() {
    let app = TestApp::spawn().await;
    app.create_admin("chefe");
    app.register("maria").await;
    let plain = reqwest::Client::new();
    let session_of = |username: &'static str| {
        let login = app.login_as(&plain, username, PASSWORD);
        async move {
            let response = login.await;
            assert_eq!(response.status(), StatusCode::OK, "sign-in of {username}");
            let cookie = response.cookies().find(|c| c.name() == "portal_session").unwrap();
            format!("portal_session={}", cookie.value())
        }
    };
    let client = session_of("maria").await;
    let staff = session_of("chefe").await;
    let page = |path: &str, cookies: String| {
        let request = plain.get(app.url(path)).header("cookie", cookies);
        async move {
            let response = request.send().await.unwrap();
            assert_eq!(response.status(), StatusCode::OK);
            let varies: Vec<_> =
                response.headers().get_all("vary").iter().map(|v| v.to_str().unwrap()).collect();
            assert!(varies.contains(&"cookie"), "{varies:?}");
            assert_eq!(response.headers()["cache-control"], "private, no-cache");
            response.text().await.unwrap()
        }
    };

    assert!(page("/home", client.clone()).await.contains("portal-drawn-client-home"));
    let tab = page("/home?tab=resumo", client.clone()).await;
    assert!(tab.contains("portal-index"), "a query string: another state than the drawn one");
    let staff_page = page("/admin/requests", client.clone()).await;
    assert!(staff_page.contains("portal-index"), "a client never gets a staff page");
    let light = format!("{client}; portal-theme=light");
    assert!(page("/home", light).await.contains("portal-drawn-client-home"));
    for scheme in ["dark", "system"] {
        let themed = format!("{client}; portal-theme={scheme}");
        assert!(page("/home", themed).await.contains("portal-index"), "{scheme}");
    }
    assert!(page("/appointments", client.clone()).await.contains("portal-index"), "not drawn");
    let direct = plain.get(app.url("/prerendered/client/home.html")).header("cookie", client);
    assert_eq!(direct.send().await.unwrap().status(), StatusCode::NOT_FOUND);

    assert!(page("/home", staff.clone()).await.contains("portal-drawn-staff-without-2fa-home"));
    let inbox = page("/admin/requests", staff).await;
    assert!(inbox.contains("portal-drawn-staff-without-2fa-admin/requests"));
    let stale = "portal_session=not-a-session-key".to_owned();
    assert!(page("/home", stale).await.contains("portal-index"), "no session behind the cookie");
}

#[tokio::test]
async fn hashed_assets_are_cached_for_a_year_and_missing_ones_are_404() {
    let app = TestApp::spawn().await;
    let response = app.get("/assets/main.0123456789abcdef.js").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["cache-control"], "public, max-age=31536000, immutable");
    assert!(response.headers()["content-type"].to_str().unwrap().contains("javascript"));

    let missing = app.get("/assets/main.ffffffffffffffff.js").await;
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn browsers_get_the_builds_compressed_copy_they_prefer() {
    let app = TestApp::spawn().await;
    let asset = app.url("/assets/main.0123456789abcdef.js");
    for (accepted, encoding, body) in [
        ("gzip, deflate, br, zstd", "br", "brotli copy"),
        ("gzip, deflate", "gzip", "gzip copy"),
        ("br;q=0.5, gzip", "gzip", "gzip copy"),
    ] {
        let response =
            app.client.get(&asset).header("accept-encoding", accepted).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{accepted}");
        let headers = response.headers();
        assert_eq!(headers["content-encoding"], encoding, "{accepted}");
        assert!(headers["content-type"].to_str().unwrap().contains("javascript"), "{accepted}");
        assert_eq!(headers["vary"], "accept-encoding", "{accepted}");
        assert_eq!(headers["cache-control"], "public, max-age=31536000, immutable");
        assert!(headers.get("content-disposition").is_none(), "{accepted}");
        assert_eq!(response.text().await.unwrap(), body, "{accepted}");
    }

    let plain = app.client.get(&asset).header("accept-encoding", "identity").send().await.unwrap();
    assert!(plain.headers().get("content-encoding").is_none());
    assert_eq!(plain.text().await.unwrap(), "console.log('app')");
}

#[tokio::test]
async fn files_outside_the_static_folder_are_unreachable() {
    let app = TestApp::spawn().await;
    let response = app.get("/%2e%2e/%2e%2e/etc/passwd").await;
    assert!(!response.text().await.unwrap().contains("root:"));
    let hidden = app.get("/.env").await;
    assert_eq!(hidden.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn responses_carry_the_security_headers() {
    let app = TestApp::spawn().await;
    let response = app.get("/").await;
    let headers = response.headers();
    assert!(headers["content-security-policy"]
        .to_str()
        .unwrap()
        .contains("frame-ancestors 'none'"));
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert!(headers.get("strict-transport-security").is_none(), "http only");
}

#[tokio::test]
async fn https_deployments_get_hsts() {
    let app = TestApp::spawn_with(&[("PUBLIC_URL", "https://portal.example")]).await;
    let response = app.get("/api/health").await;
    assert!(response.headers().get("strict-transport-security").is_some());
}

// Found by `make fuzz`: these answers must be JSON and documented in the OpenAPI document.
#[tokio::test]
async fn a_mutating_call_without_a_json_body_is_415_in_json() {
    let app = TestApp::spawn().await;
    let response = app.client.post(app.url("/api/login")).send().await.unwrap();
    assert_eq!(response.status(), 415);
    let body: serde_json::Value = response.json().await.unwrap();
    assert!(body["message"].as_str().unwrap().contains("JSON"));
    let document: serde_json::Value = app.get("/api/openapi.json").await.json().await.unwrap();
    assert!(document["paths"]["/api/login"]["post"]["responses"].get("415").is_some());
}

#[tokio::test]
async fn a_malformed_query_is_400_in_json() {
    let app = TestApp::spawn().await;
    app.register("ana").await;
    let response = app.get("/api/services?all=null").await;
    assert_eq!(response.status(), 400);
    let body: serde_json::Value = response.json().await.unwrap();
    assert!(body["message"].is_string());
    let document: serde_json::Value = app.get("/api/openapi.json").await.json().await.unwrap();
    assert!(document["paths"]["/api/services"]["get"]["responses"].get("400").is_some());
}

// Found by `make fuzz`: PostgreSQL cannot store NUL in text, and a search with one was a 500.
#[tokio::test]
async fn the_nul_character_is_refused_with_400_wherever_it_is_sent() {
    let app = TestApp::spawn().await;
    let client_id = app.register("ana").await;
    app.create_admin("chefe");
    let admin = app.signed_in("chefe").await;
    let refused = |response: reqwest::Response| async move {
        assert_eq!(response.status(), 400);
        let body: serde_json::Value = response.json().await.unwrap();
        assert_eq!(body["message"], "O texto enviado contém um caractere inválido (NUL).");
    };
    for path in ["/api/users?q=a%00b", "/api/appointments?q=%00"] {
        refused(admin.get(app.url(path)).send().await.unwrap()).await;
    }
    let send = |content: &str| {
        admin
            .post(app.url("/api/messages"))
            .json(&serde_json::json!({"receiverId": client_id, "content": content}))
            .send()
    };
    refused(send("oi\u{0}").await.unwrap()).await;
    // A backslash followed by the letters u0000 is ordinary text, and the body still reaches
    // the handler whole after the check has read it.
    let kept = send(r"C:\u0000").await.unwrap();
    assert_eq!(kept.status(), 201);
    let kept: serde_json::Value = kept.json().await.unwrap();
    assert_eq!(kept["content"], r"C:\u0000");
}

#[tokio::test]
async fn a_body_over_the_limit_is_413_in_json() {
    let app = TestApp::spawn().await;
    let response = app
        .post_json(
            "/api/login",
            &serde_json::json!({"username": "a".repeat(70 * 1024), "password": "x"}),
        )
        .await;
    assert_eq!(response.status(), 413);
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["message"], "A requisição é grande demais.");
}

// The NUL check reads the body before the handler does; a compressed one must still arrive whole.
#[tokio::test]
async fn a_gzip_compressed_json_body_is_read() {
    use std::io::Write;

    let app = TestApp::spawn().await;
    app.register("ana").await;
    let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    gzip.write_all(br#"{"username":"ana","password":"senha-errada"}"#).unwrap();
    let response = app
        .client
        .post(app.url("/api/login"))
        .header("Content-Type", "application/json")
        .header("Content-Encoding", "gzip")
        .body(gzip.finish().unwrap())
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 401, "the credentials were read, and refused");
}

#[tokio::test]
async fn a_page_asks_a_browser_with_a_session_to_fetch_who_is_signed_in_at_once() {
    let app = TestApp::spawn().await;
    let without = app.client.get(app.url("/appointments")).send().await.unwrap();
    assert_eq!(without.status(), StatusCode::OK);
    assert!(without.headers().get("link").is_none(), "no session, no preload");
    app.register("maria").await;
    let with = app.client.get(app.url("/appointments")).send().await.unwrap();
    assert_eq!(
        with.headers()["link"],
        "</api/user>; rel=preload; as=fetch; crossorigin=use-credentials"
    );
    let varies: Vec<_> =
        with.headers().get_all("vary").iter().map(|v| v.to_str().unwrap()).collect();
    assert!(varies.contains(&"cookie"), "{varies:?}");
    let asset = app.client.get(app.url("/assets/main.0123456789abcdef.js")).send().await.unwrap();
    assert!(asset.headers().get("link").is_none(), "only pages");
}
