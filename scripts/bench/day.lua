-- One step of the mixed day (scripts/bench/day.sh runs one wrk per step, all at once): each
-- connection is a person who does this step, thinks, and does it again, as the next person of
-- their role (the cookies in BENCH_DAY_COOKIES, one "role cookie" a line). A think lasts anything
-- from 0 to twice BENCH_DAY_THINK_MS, BENCH_DAY_THINK_MS on average: with the same wait for
-- everyone, all the people of a step clicked in the same millisecond, at the start and every
-- think time after, and each step's p99 measured that stampede, not the load.
local step, think, people, counter = nil, 500, {}, 0

function init(args)
  step = os.getenv("BENCH_DAY_STEP")
  think = tonumber(os.getenv("BENCH_DAY_THINK_MS") or "500")
  -- Each step's wrk is a process of its own: without a seed of its own, all would think alike.
  local seed = os.time()
  for i = 1, #step do seed = (seed * 31 + step:byte(i)) % 2147483647 end
  math.randomseed(seed)
  local role = step:match("^staff") and "staff" or "client"
  for line in io.lines(os.getenv("BENCH_DAY_COOKIES")) do
    local who, cookie = line:match("^(%S+) (%S+)$")
    if who == role then people[#people + 1] = cookie end
  end
  service_id = os.getenv("BENCH_DAY_SERVICE_ID")
  signin_users = math.min(500, tonumber(os.getenv("BENCH_USERS") or "500"))
  place = os.getenv("BENCH_DAY_PLACE")
  local y, m, d = (os.getenv("BENCH_DAY_FIRST_DAY") or "2030-01-01"):match("(%d+)-(%d+)-(%d+)")
  first_day = os.time({year = tonumber(y), month = tonumber(m), day = tonumber(d), hour = 12})
  -- Bookings from the first Monday 40 days on (this service is booked Monday to Friday).
  local start = first_day + 40 * 86400
  first_monday = start + ((9 - os.date("*t", start).wday) % 7) * 86400
  if step == "upload" then
    local file = assert(io.open(os.getenv("BENCH_DAY_UPLOAD_FILE"), "rb"))
    upload = file:read("*a")
    file:close()
  elseif step == "staff-confirm" then
    confirmations = {}
    for line in io.lines(os.getenv("BENCH_DAY_CONFIRMATIONS")) do
      local id, body = line:match("^(%d+)\t(.*)$")
      confirmations[#confirmations + 1] = {id = id, body = body}
    end
  end
end

-- The first refusal of each kind is shown, so a failing step says why.
local shown = {}
function response(status, headers, body)
  if status >= 400 and not shown[status] then
    shown[status] = true
    io.stderr:write(string.format("%s: %d %s\n", step, status, string.sub(body or "", 1, 300)))
  end
end

function delay()
  return math.random(0, 2 * think)
end

local places = {"Escritório Principal - São Paulo", "Filial Rio de Janeiro", "Atendimento Virtual"}

local function as(cookie, method, path, headers, body)
  headers = headers or {}
  headers["Cookie"] = cookie
  return wrk.format(method, path, headers, body)
end

function request()
  counter = counter + 1
  local cookie = people[counter % #people + 1]
  local day = os.date("%Y-%m-%d", first_day + (counter % 30) * 86400)
  if step == "signin" then
    return wrk.format("POST", "/api/login", {["Content-Type"] = "application/json"},
      string.format('{"username":"bench-user-%d","password":"bench-password"}', counter % signin_users + 1))
  elseif step == "dashboard" then
    return as(cookie, "GET", "/api/dashboard")
  elseif step == "availability" then
    return as(cookie, "GET", "/api/appointments/availability?serviceId=" .. service_id ..
      "&location=" .. place .. "&date=" .. day)
  elseif step == "book" then
    -- Slot n: weekday n / 54 from the first Monday, then time, then place; nobody else books
    -- these.
    local n = counter - 1
    local weekday = math.floor(n / 54)
    local date = os.date("%Y-%m-%d", first_monday + (math.floor(weekday / 5) * 7 + weekday % 5) * 86400)
    local slot = n % 18
    local body = string.format(
      '{"clientName":"Cliente do dia","clientEmail":"dia@bench.local","serviceId":%s,' ..
      '"location":"%s","date":"%s","time":"%02d:%02d","clientPhone":"11 90000-0000"}',
      service_id, places[math.floor(n / 18) % 3 + 1], date, 9 + math.floor(slot / 2), (slot % 2) * 30)
    return as(cookie, "POST", "/api/appointments", {["Content-Type"] = "application/json"}, body)
  elseif step == "messages" then
    return as(cookie, "GET", "/api/messages")
  elseif step == "own-list" then
    return as(cookie, "GET", "/api/appointments?pageSize=50")
  elseif step == "upload" then
    local boundary = "benchday9f2e"
    local body = "--" .. boundary .. "\r\n" ..
      'Content-Disposition: form-data; name="file"; filename="comprovante.pdf"\r\n' ..
      "Content-Type: application/pdf\r\n\r\n" .. upload .. "\r\n--" .. boundary .. "--\r\n"
    return as(cookie, "POST", "/api/documents",
      {["Content-Type"] = "multipart/form-data; boundary=" .. boundary}, body)
  elseif step == "staff-page" then
    return as(cookie, "GET", "/api/appointments?pageSize=50&page=" .. (counter % 200 + 1))
  elseif step == "staff-confirm" then
    local c = confirmations[counter % #confirmations + 1]
    return as(cookie, "PUT", "/api/appointments/" .. c.id, {["Content-Type"] = "application/json"}, c.body)
  end
  error("unknown step " .. tostring(step))
end
