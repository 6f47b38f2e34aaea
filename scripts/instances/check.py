#!/usr/bin/env python3
"""The checks of scripts/instances.sh: two instances on one database behind a round-robin proxy.

Each check says what it proves; the first that fails stops the run with its reason. Requests go
through the proxy unless a check needs one instance in particular (then `a` or `b`)."""
import argparse
import datetime
import http.cookiejar
import json
import pathlib
import subprocess
import sys
import time
import urllib.error
import urllib.request

PASSWORD = "Cavalo-Girassol-Trem-47"
NEW_PASSWORD = "Girafa-Amarela-Sino-83"


class Browser:
    """One person's browser: its own cookies, sent to any of the three addresses."""

    def __init__(self):
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

    def call(self, base, method, path, body=None, raw=None, headers=None):
        data, all_headers = None, dict(headers or {})
        if body is not None:
            data = json.dumps(body).encode()
            all_headers["Content-Type"] = "application/json"
        elif raw is not None:
            data = raw
        request = urllib.request.Request(base + path, data=data, method=method, headers=all_headers)
        # The session cookie is host-only: the proxy and both instances share 127.0.0.1.
        try:
            with self.opener.open(request, timeout=10) as response:
                return response.status, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()


def check(condition, what):
    if not condition:
        print(f"[instances] FAILED: {what}", file=sys.stderr)
        sys.exit(1)
    print(f"[instances] ok: {what}", file=sys.stderr)


def eventually(probe, seconds=5.0):
    """Whether `probe()` comes true within `seconds` (another instance hears of changes by
    PostgreSQL's notifications, a few milliseconds later)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if probe():
            return True
        time.sleep(0.02)
    return probe()


def main():
    parser = argparse.ArgumentParser()
    for name in ("proxy", "a", "b", "mail-a", "mail-b", "psql", "database"):
        parser.add_argument("--" + name, required=True)
    args = parser.parse_args()
    proxy, a, b = args.proxy, args.a, args.b

    def sql(statement):
        return subprocess.run([args.psql, args.database, "-tAq", "-v", "ON_ERROR_STOP=1", "-c", statement],
                              check=True, capture_output=True, text=True).stdout.strip()

    def user_status(browser, base):
        return browser.call(base, "GET", "/api/user")[0]

    # Sign-in through the proxy: the session is good on both instances.
    maria = Browser()
    status, _ = maria.call(proxy, "POST", "/api/register", {
        "fullName": "Maria Souza", "email": "maria@exemplo.com", "username": "maria", "password": PASSWORD})
    check(status == 201 or status == 200, f"a client registers through the proxy ({status})")
    phone = Browser()
    status, _ = phone.call(proxy, "POST", "/api/login", {"username": "maria", "password": PASSWORD})
    check(status == 200, "she signs in on a second device through the proxy")
    check(all(user_status(who, base) == 200 for who in (maria, phone) for base in (a, b)),
          "both sessions are good on both instances")

    # Sign-out on one instance ends the session on the other.
    status, _ = phone.call(a, "POST", "/api/logout")
    check(status in (200, 204), "the second device signs out on instance a")
    check(eventually(lambda: user_status(phone, b) == 401), "its session is over on instance b too")
    status, _ = phone.call(proxy, "POST", "/api/login", {"username": "maria", "password": PASSWORD})
    check(status == 200, "it signs in again")

    # A password change on one instance ends the other sessions everywhere.
    me = json.loads(maria.call(proxy, "GET", "/api/user")[1])
    status, _ = maria.call(a, "PUT", f"/api/users/{me['id']}/password",
                           {"currentPassword": PASSWORD, "newPassword": NEW_PASSWORD})
    check(status == 204, "she changes her password on instance a")
    check(eventually(lambda: user_status(phone, b) == 401 and user_status(phone, a) == 401),
          "the other device's session ends on both instances")
    check(user_status(maria, b) == 200, "the device that changed it stays signed in, on instance b too")

    # A price change on one instance is seen by both at once.
    admin = Browser()
    status, _ = admin.call(proxy, "POST", "/api/login", {"username": "admin", "password": PASSWORD})
    check(status == 200, "the administrator signs in through the proxy")
    services = json.loads(admin.call(b, "GET", "/api/services")[1])
    legal = next(s for s in services if s["name"] == "Consulta Jurídica")
    status, body = admin.call(a, "PATCH", f"/api/admin/services/{legal['id']}", {"price": "987,65"})
    check(status == 200, "she changes a price on instance a" + ("" if status == 200 else f" ({status} {body[:300]!r})"))
    new_price = json.loads(body)["price"]

    def price_on(base):
        found = json.loads(maria.call(base, "GET", "/api/services")[1])
        return next(s["price"] for s in found if s["id"] == legal["id"])
    check(new_price != legal["price"] and eventually(lambda: price_on(b) == new_price and price_on(a) == new_price),
          f"both instances show the new price ({legal['price']} -> {new_price})")

    # Attempt limits: one budget for the account whichever instance the proxy picks.
    statuses = [Browser().call(proxy, "POST", "/api/login", {"username": "bia", "password": "errada"})[0]
                for _ in range(5)]
    check(statuses == [401, 401, 401, 401, 429],
          f"the fifth wrong password for one account is refused though the proxy alternates ({statuses})")

    # A document uploaded through one instance is downloaded through the other.
    content = b"%PDF-1.4\n" + bytes(range(256)) * 400
    boundary = "instancescheck"
    form = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"rg.pdf\"\r\n"
            f"Content-Type: application/pdf\r\n\r\n").encode() + content + f"\r\n--{boundary}--\r\n".encode()
    status, body = maria.call(a, "POST", "/api/documents", raw=form,
                              headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
    check(status == 201, f"she uploads a document on instance a ({status})")
    document = json.loads(body)["id"]
    status, body = maria.call(b, "GET", f"/api/documents/{document}/download")
    check(status == 200 and body == content, "instance b hands back the same bytes")

    # Every mail once, reminders included, though both instances' workers poll the same outbox.
    day = datetime.date.today() + datetime.timedelta(days=60)
    booked = None
    for _ in range(14):
        day += datetime.timedelta(days=1)
        status, body = admin.call(proxy, "POST", "/api/appointments", {
            "clientName": "Maria Souza", "clientEmail": "maria@exemplo.com", "clientPhone": "11 98765-4321",
            "serviceId": legal["id"], "location": "Escritório Principal - São Paulo",
            "date": day.isoformat(), "time": "10:00", "status": "confirmed"})
        if status == 201:
            booked = json.loads(body)["id"]
            break
    check(booked is not None,
          "the administrator books an appointment for her" + ("" if booked else f" ({status} {body[:300]!r})"))
    reminders = int(sql(f"SELECT count(*) FROM outbox WHERE appointment_id = {booked}"))
    check(reminders >= 1, f"the booking queued its reminders ({reminders})")

    def reminder_mails():
        return [p for d in (args.mail_a, args.mail_b) for p in pathlib.Path(d).iterdir()
                if p.is_file() and "Lembrete" in p.read_text(errors="replace")]
    check(not reminder_mails(), "no reminder went before it was due")
    sql(f"UPDATE outbox SET due_at = now(), next_attempt_at = now() WHERE appointment_id = {booked}")
    check(eventually(lambda: sql(f"SELECT count(*) FROM outbox WHERE appointment_id = {booked} "
                                 "AND sent_at IS NULL") == "0", 20),
          "the two instances' workers send the reminders")
    time.sleep(1)  # a second copy, if either worker were to send one, would be written by now
    sent = reminder_mails()
    where = [sum(1 for m in sent if m.parent == pathlib.Path(d)) for d in (args.mail_a, args.mail_b)]
    check(len(sent) == reminders,
          f"each of the {reminders} reminders went exactly once ({len(sent)}: a {where[0]}, b {where[1]})")
    print("[instances] every check passed", file=sys.stderr)


if __name__ == "__main__":
    main()
