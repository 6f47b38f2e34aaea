//! The daily notice of documents near their expiry, through the real database, outbox and mail
//! folder, with the clock moved to chosen São Paulo hours.

use std::sync::Arc;

use chrono::{Duration, NaiveTime, TimeZone, Utc};
use domain::appointments::TIME_ZONE;
use domain::clock::Clock;
use domain::documents::ExpiryNotifier;
use domain::notifications::Notification;
use persistence::{PgExpiryNotices, PgOutbox};
use reqwest::StatusCode;

use crate::documents::{send_form, Part, PDF};
use crate::helpers::TestApp;

/// A notifier as another instance would build it, on its own connection.
fn notifier(app: &TestApp) -> ExpiryNotifier {
    ExpiryNotifier::new(
        Arc::new(PgExpiryNotices::new(app.db.database(2))),
        app.clock.clone(),
        "http://127.0.0.1".into(),
    )
}

/// Moves the app's clock to `time` of the next São Paulo day.
fn move_to_tomorrow_at(app: &TestApp, time: NaiveTime) {
    let tomorrow = app.clock.now().with_timezone(&TIME_ZONE).date_naive() + Duration::days(1);
    let target = TIME_ZONE.from_local_datetime(&tomorrow.and_time(time)).unwrap().to_utc();
    app.clock.advance(target - app.clock.now());
}

/// The expiry notices waiting in the outbox: each one's address and document names.
fn waiting_notices(app: &TestApp) -> Vec<(String, Vec<String>)> {
    PgOutbox::new(app.db.database(1))
        .pending()
        .unwrap()
        .into_iter()
        .filter_map(|(mail, _, _)| match mail {
            Notification::DocumentsExpiring { to, documents, .. } => {
                Some((to, documents.into_iter().map(|d| d.name).collect()))
            }
            _ => None,
        })
        .collect()
}

#[tokio::test]
async fn each_document_is_told_once_in_the_morning_whatever_the_instances_and_runs() {
    // Mails stay in the outbox: its worker polls once a minute, after the test is done.
    let app = TestApp::spawn_with(&[("OUTBOX_POLL_MS", "60000")]).await;
    app.register("ana").await;
    let ana = app.client.clone();
    // Uploaded now, told tomorrow (sessions would not outlive the clock's jump).
    let today = app.clock.now().with_timezone(&TIME_ZONE).date_naive() + Duration::days(1);
    for (name, days) in [("rg.pdf", 0), ("cnh.pdf", 30), ("certidao.pdf", 31), ("velho.pdf", -1)] {
        let filename = format!("filename=\"{name}\"");
        let expires = (today + Duration::days(days)).to_string();
        let (status, body) = send_form(
            &app,
            &ana,
            &[
                Part::File { filename: &filename, bytes: PDF },
                Part::Text { name: "expiresOn", value: &expires },
            ],
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
    }
    move_to_tomorrow_at(&app, NaiveTime::from_hms_opt(7, 30, 0).unwrap());

    let run = |n: &ExpiryNotifier| {
        let n = n.clone();
        std::thread::spawn(move || n.run().unwrap())
    };
    assert_eq!(notifier(&app).run().unwrap(), 0, "nothing goes before eight in São Paulo");
    assert_eq!(waiting_notices(&app), []);

    app.clock.advance(Duration::hours(1));
    let (first, second) = (notifier(&app), notifier(&app));
    let together = [run(&first), run(&second)].map(|t| t.join().unwrap());
    assert_eq!(together.iter().sum::<usize>(), 2, "two instances at once: {together:?}");
    assert_eq!(
        waiting_notices(&app),
        [("ana@exemplo.com".to_owned(), vec!["rg.pdf".to_owned(), "cnh.pdf".to_owned()])]
    );

    assert_eq!(notifier(&app).run().unwrap(), 0, "a restart the same day tells nothing again");
    app.clock.advance(Duration::days(1));
    assert_eq!(notifier(&app).run().unwrap(), 1, "the next day the certificate comes within 30");
    app.clock.advance(Duration::days(40));
    assert_eq!(notifier(&app).run().unwrap(), 0);
    let notices = waiting_notices(&app);
    assert_eq!(notices.len(), 2);
    assert_eq!(notices[1].1, ["certidao.pdf"]);

    // A mail itself goes through an app whose worker polls often.
    let live = TestApp::spawn().await;
    live.register("bia").await;
    let tomorrow = Utc::now().with_timezone(&TIME_ZONE).date_naive() + Duration::days(3);
    let (status, _) = send_form(
        &live,
        &live.client,
        &[
            Part::File { filename: "filename=\"passaporte.pdf\"", bytes: PDF },
            Part::Text { name: "expiresOn", value: &tomorrow.to_string() },
        ],
    )
    .await;
    assert_eq!(status, StatusCode::CREATED);
    move_to_tomorrow_at(&live, NaiveTime::from_hms_opt(9, 0, 0).unwrap());
    assert_eq!(notifier(&live).run().unwrap(), 1);
    for _ in 0..100 {
        let mails = live.mails_to("bia@exemplo.com", 1).await;
        if let Some(notice) = mails.iter().find(|m| m.contains("perto do vencimento")) {
            assert!(notice.contains("passaporte.pdf: vence em"), "{notice}");
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the notice did not arrive");
}
