-- Books appointments in slots nobody holds: the threads take turns through the slots of
-- every day from 2100 on (years ahead of the seeded ones) at the 'Consulado Geral da Itália
-- em São Paulo'. bench.sh removes these bookings before and after the run.
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
end

local slots = {}
for i = 0, 17 do
  slots[#slots + 1] = string.format("%02d:%02d", 9 + math.floor(i / 2), (i % 2) * 30)
end

function request()
  counter = counter + 1
  local n = counter * thread_count + thread_id
  local day = math.floor(n / 18)
  local year = 2100 + math.floor(day / 336)
  local month = 1 + math.floor((day % 336) / 28)
  local date = string.format("%04d-%02d-%02d", year, month, 1 + day % 28)
  local body = string.format(
    '{"clientName":"Cliente Bench","clientEmail":"bench@bench.local","serviceId":%s,' ..
    '"location":"Consulado Geral da Itália em São Paulo","date":"%s","time":"%s","status":"confirmed",' ..
    '"clientPhone":"11 90000-0000","birthDate":"1990-01-01","birthPlace":"São Paulo","currentAddress":"Rua A, 1",' ..
    '"documentType":"RG","documentNumber":"1","documentIssueDate":"2015-01-01","documentExpiryDate":"2030-01-01",' ..
    '"documentIssuer":"SSP","aireRegistrationNumber":"A1"}',
    service_id, date, slots[n % 18 + 1])
  -- wrk.format replaces wrk.headers with the table given: carry the -H ones (the cookie) over.
  local headers = {["Content-Type"] = "application/json"}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  return wrk.format("POST", "/api/appointments", headers, body)
end
