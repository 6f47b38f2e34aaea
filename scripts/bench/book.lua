-- Books appointments in slots nobody holds: the threads take turns through the slots of the
-- Italian consulates, day after day from BENCH_BOOK_FIRST_DAY (past the seeded year ahead, within
-- the two years a booking may look ahead), passing over the days in BENCH_CLOSED_DAYS (the national
-- holidays, on which a booking is refused). bench.sh removes these bookings before and after.
local counter = 0
local thread_id = 0
local threads = {}

function setup(thread)
  thread:set("thread_id", #threads)
  table.insert(threads, thread)
end

function init(args)
  thread_id = tonumber(wrk.thread:get("thread_id")) or 0
  service_id = os.getenv("BENCH_SERVICE_ID") or "1"
  thread_count = tonumber(os.getenv("BENCH_THREADS") or "2")
  local y, m, d = (os.getenv("BENCH_BOOK_FIRST_DAY") or "2030-01-01"):match("(%d+)-(%d+)-(%d+)")
  local first_day = os.time({year = tonumber(y), month = tonumber(m), day = tonumber(d), hour = 12})
  local closed = {}
  for day in (os.getenv("BENCH_CLOSED_DAYS") or ""):gmatch("[^,]+") do closed[day] = true end
  open_days = {}
  for i = 0, 359 do
    local date = os.date("%Y-%m-%d", first_day + i * 86400)
    if not closed[date] then open_days[#open_days + 1] = date end
  end
end

local places = {
  "Consulado Geral da Itália em São Paulo",
  "Consulado Geral da Itália no Rio de Janeiro",
  "Consulado Geral da Itália em Porto Alegre",
  "Sede Principal - Roma",
}

local slots = {}
for i = 0, 17 do
  slots[#slots + 1] = string.format("%02d:%02d", 9 + math.floor(i / 2), (i % 2) * 30)
end

function request()
  counter = counter + 1
  local n = counter * thread_count + thread_id
  local place = places[math.floor(n / 18) % #places + 1]
  local date = open_days[math.floor(n / (18 * #places)) % #open_days + 1]
  local body = string.format(
    '{"clientName":"Cliente Bench","clientEmail":"bench@bench.local","serviceId":%s,' ..
    '"location":"%s","date":"%s","time":"%s","status":"confirmed",' ..
    '"clientPhone":"11 90000-0000","birthDate":"1990-01-01","birthPlace":"São Paulo","currentAddress":"Rua A, 1",' ..
    '"documentType":"RG","documentNumber":"1","documentIssueDate":"2015-01-01","documentExpiryDate":"2030-01-01",' ..
    '"documentIssuer":"SSP","aireRegistrationNumber":"A1"}',
    service_id, place, date, slots[n % 18 + 1])
  -- wrk.format replaces wrk.headers with the table given: carry the -H ones (the cookie) over.
  local headers = {["Content-Type"] = "application/json"}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  return wrk.format("POST", "/api/appointments", headers, body)
end
