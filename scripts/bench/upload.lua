-- POST /api/documents: the same PDF (BENCH_UPLOAD_FILE, made by bench.sh) as a multipart upload
-- on every request. bench.sh turns requests per second into MB/s with the file's size.
local boundary = "benchboundary7c1d"

function init(args)
  local file = assert(io.open(os.getenv("BENCH_UPLOAD_FILE"), "rb"))
  local bytes = file:read("*a")
  file:close()
  local body = "--" .. boundary .. "\r\n" ..
    'Content-Disposition: form-data; name="file"; filename="bench.pdf"\r\n' ..
    "Content-Type: application/pdf\r\n\r\n" .. bytes .. "\r\n--" .. boundary .. "--\r\n"
  local headers = {["Content-Type"] = "multipart/form-data; boundary=" .. boundary}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  request_bytes = wrk.format("POST", "/api/documents", headers, body)
end

function request()
  return request_bytes
end
