-- The staff list from one day on, a different day on every request, through the BENCH_DAYS days
-- from BENCH_FIRST_DAY. The end of the range lies past the agenda (so it changes nothing shown)
-- and is never asked twice: every request is a page memory has not seen, read from the
-- database. This is what the list costs before it is held in memory.
local counter = 0
local thread_id = 0
local threads = {}

function setup(thread)
  thread:set("thread_id", #threads)
  table.insert(threads, thread)
end

local function day_after(first, days)
  return os.date("%Y-%m-%d", first + days * 86400)
end

function init(args)
  thread_id = tonumber(wrk.thread:get("thread_id")) or 0
  thread_count = tonumber(os.getenv("BENCH_THREADS") or "2")
  days = tonumber(os.getenv("BENCH_DAYS") or "730")
  local y, m, d = (os.getenv("BENCH_FIRST_DAY") or "2026-01-01"):match("(%d+)-(%d+)-(%d+)")
  first_day = os.time({ year = tonumber(y), month = tonumber(m), day = tonumber(d), hour = 12 })
  past_the_agenda = os.time({ year = 2200, month = 1, day = 1, hour = 12 })
end

function request()
  counter = counter + 1
  local turn = counter * thread_count + thread_id
  local from = day_after(first_day, turn % days)
  local to = day_after(past_the_agenda, turn)
  return wrk.format("GET", "/api/appointments?pageSize=50&from=" .. from .. "&to=" .. to)
end
