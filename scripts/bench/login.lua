-- POST /api/login with the bench client's credentials (bcrypt on every request).
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"username":"bench-user-2","password":"bench-password"}'
