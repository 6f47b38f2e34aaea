-- The same JSON body on every request: BENCH_METHOD (PUT) to BENCH_PATH, the body read from
-- BENCH_BODY_FILE (the 500-person family tree that tree.py writes).
function init(args)
  local file = assert(io.open(os.getenv("BENCH_BODY_FILE"), "rb"))
  local body = file:read("*a")
  file:close()
  local headers = {["Content-Type"] = "application/json"}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  request_bytes = wrk.format(os.getenv("BENCH_METHOD") or "PUT", os.getenv("BENCH_PATH"), headers, body)
end

function request()
  return request_bytes
end
